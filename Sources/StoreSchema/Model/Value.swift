/// A default value, already checked against the type of the field it belongs to.
public indirect enum Value: Sendable, Equatable {
    /// `nil`, for an optional.
    case null
    case bool(Bool)
    /// An integer in canonical decimal form (`-12`), so every width up to
    /// `UInt64` is exact.
    case integer(String)
    /// A finite floating-point number (for `Double`, `Float` and `Decimal`).
    case float(Double)
    /// A string; also the form of `URL` and `UUID` defaults, which the
    /// validator has checked parse.
    case string(String)
    /// An array or set, element by element.
    case array([Value])
    /// A dictionary, in schema order.
    case dictionary([DictionaryEntry])
    /// A case of a schema enum, with the values of its payload (if any).
    case enumCase(String, payload: [FieldValue])
    /// A schema struct; fields not listed take their own defaults.
    case structure([FieldValue])
}

/// A `name: value` pair of a struct default or an enum payload.
public struct FieldValue: Sendable, Equatable {
    public var name: String
    public var value: Value

    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}

/// A `key: value` pair of a dictionary default.
public struct DictionaryEntry: Sendable, Equatable {
    public var key: Value
    public var value: Value

    public init(key: Value, value: Value) {
        self.key = key
        self.value = value
    }
}
