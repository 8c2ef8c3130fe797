import StoreRuntime

// WideState, its change tracking and WideAction are generated from
// Wide.store.yaml by StoreGen's build plugin. What a schema cannot say is
// "field number i", which `bump(field:)` and the benchmark's subscriptions
// need; `bump` is here, over the state's memory (`value(at:)` is a switch,
// in WideState+Value.swift): the generated struct holds
// exactly its `Int` fields, in schema order, so field i is the i-th `Int`
// (checked once, when `fieldCount` is first read).

extension WideState: WideReducer {
    /// How many fields the schema declares.
    static let fieldCount: Int = {
        checkLayout(fieldCount: fieldNames.count)
        return fieldNames.count
    }()

    mutating func bump(field: Int) {
        guard let offset = Self.offset(of: field) else { return }
        withUnsafeMutableBytes(of: &self) { bytes in
            bytes.storeBytes(of: bytes.load(fromByteOffset: offset, as: Int.self) &+ 1, toByteOffset: offset, as: Int.self)
        }
    }

    /// The byte offset of field number `field`, or nil when there is none.
    @inline(__always)
    private static func offset(of field: Int) -> Int? {
        let offset = field &* MemoryLayout<Int>.stride
        return field >= 0 && offset < MemoryLayout<WideState>.size ? offset : nil
    }

    /// Stops the benchmark unless field i of the generated state is the i-th
    /// `Int` of its memory: each field, bumped to a distinct value, must read
    /// back under its schema name and through `value(at:)`.
    private static func checkLayout(fieldCount: Int) {
        precondition(MemoryLayout<WideState>.size == fieldCount * MemoryLayout<Int>.stride, "WideState holds more than its fields")
        var state = WideState()
        for field in 0..<fieldCount {
            for _ in 0...field { state.bump(field: field) }
        }
        for (field, child) in Mirror(reflecting: state).children.enumerated() {
            precondition(child.label == fieldNames[field] && child.value as? Int == field + 1, "field \(field) is not where bump(field:) writes")
            precondition(state.value(at: field) == field + 1, "value(at: \(field)) does not read the field bump(field:) writes")
        }
    }
}
