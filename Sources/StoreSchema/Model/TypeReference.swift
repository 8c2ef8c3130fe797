/// A resolved Swift type expression from a field or parameter.
public indirect enum TypeReference: Sendable, Hashable {
    /// A built-in (`Int`, `String`, `UUID`, ...), a schema type, or an external type.
    case named(String)
    /// `T?`
    case optional(TypeReference)
    /// `[T]`
    case array(TypeReference)
    /// `[K: V]`
    case dictionary(key: TypeReference, value: TypeReference)
    /// `Set<T>`
    case set(TypeReference)
    /// `Result<Success, Failure>`: an action parameter's only (an effect's
    /// answer); `failure` names a schema type (generated as an `Error`) or
    /// an external type that is one.
    case result(success: TypeReference, failure: TypeReference)

    /// The type as Swift spells it: `[String: [Project]]?`.
    public var swiftSpelling: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped):
            switch wrapped {
            case .named, .array, .dictionary, .set, .result, .optional: "\(wrapped.swiftSpelling)?"
            }
        case .array(let element): "[\(element.swiftSpelling)]"
        case .dictionary(let key, let value): "[\(key.swiftSpelling): \(value.swiftSpelling)]"
        case .set(let element): "Set<\(element.swiftSpelling)>"
        case .result(let success, let failure): "Result<\(success.swiftSpelling), \(failure.swiftSpelling)>"
        }
    }

    /// Whether the outermost type is an optional (it defaults to `nil`).
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether a `Result` is anywhere inside.
    public var containsResult: Bool {
        switch self {
        case .named: false
        case .result: true
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): wrapped.containsResult
        case .dictionary(let key, let value): key.containsResult || value.containsResult
        }
    }
}

/// The Swift types a schema may use without declaring them.
public enum BuiltinType: String, Sendable, CaseIterable {
    case bool = "Bool"
    case int = "Int"
    case int8 = "Int8"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case uint = "UInt"
    case uint8 = "UInt8"
    case uint16 = "UInt16"
    case uint32 = "UInt32"
    case uint64 = "UInt64"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case date = "Date"
    case uuid = "UUID"
    case url = "URL"
    case data = "Data"
    case decimal = "Decimal"
    /// The standard library's `Duration`; its default is written `5 minutes`.
    case duration = "Duration"

    /// Types that need `import Foundation` in generated code.
    public var needsFoundation: Bool {
        switch self {
        case .date, .uuid, .url, .data, .decimal: true
        default: false
        }
    }
}
