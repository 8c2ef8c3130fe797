import StoreCodegen
import StoreSchema

/// A default value short enough for a box in a diagram: long literals are
/// cut, since the schema is the place to read them in full.
enum DefaultValueText {
    static let limit = 32

    static func short(_ value: Value) -> String {
        let text = full(value)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    private static func full(_ value: Value) -> String {
        switch value {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let digits): digits
        case .float(let number): "\(number)"
        case .string(let string): StringLiteralEscaping.literal(string)
        case .array(let elements): "[\(elements.map(full).joined(separator: ", "))]"
        case .dictionary(let entries):
            entries.isEmpty
                ? "[:]" : "[\(entries.map { "\(full($0.key)): \(full($0.value))" }.joined(separator: ", "))]"
        case .enumCase(let name, let payload):
            payload.isEmpty ? ".\(name)" : ".\(name)(\(fields(payload)))"
        case .structure(let fieldValues): "{\(fields(fieldValues))}"
        }
    }

    private static func fields(_ values: [FieldValue]) -> String {
        values.map { "\($0.name): \(full($0.value))" }.joined(separator: ", ")
    }
}
