import StoreRuntime

// WideState, its change tracking and WideAction are generated from
// Wide.store.yaml by StoreGen's build plugin. What a schema cannot say is
// "field number i", which `bump(field:)` and the benchmark's subscriptions
// need: `bumpField(_:)` and `value(at:)` are switches over the fields,
// written from the schema at build time (WideTablesGenerator), and checked
// once, when `fieldCount` is first read.

extension WideState: WideReducer {
    /// How many fields the schema declares.
    static let fieldCount: Int = {
        checkFields(fieldCount: fieldNames.count)
        return fieldNames.count
    }()

    mutating func bump(field: Int) {
        bumpField(field)
    }

    /// Stops the benchmark unless `bumpField(i)` and `value(at: i)` are
    /// field i of the schema: each field, bumped to a distinct value, must
    /// read back under its schema name and through `value(at:)`.
    private static func checkFields(fieldCount: Int) {
        var state = WideState()
        for field in 0..<fieldCount {
            for _ in 0...field { state.bump(field: field) }
        }
        let fields = Mirror(reflecting: state).children.filter { !($0.value is StateWrites) }
        precondition(fields.count == fieldCount, "WideState holds more than its fields")
        for (field, child) in fields.enumerated() {
            precondition(
                child.label == fieldNames[field] && child.value as? Int == field + 1,
                "field \(field) is not where bump(field:) writes")
            precondition(
                state.value(at: field) == field + 1, "value(at: \(field)) does not read the field bump(field:) writes")
        }
    }
}
