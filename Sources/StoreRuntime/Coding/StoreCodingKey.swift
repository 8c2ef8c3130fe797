/// The one coding key generated `Codable` conformances use: any string,
/// written as a literal at the use site (`forKey: "count"`).
///
/// Swift's synthesized `Codable` declares a `CodingKeys` enum per type and
/// one more per enum case, each with its own conformances; for a store with
/// hundreds of actions that is most of what the compiler has to build. One
/// shared key type keeps the JSON exactly the same (keys are the names) for a
/// fraction of the compile time.
public struct StoreCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public let stringValue: String

    /// The key named `name`.
    @inlinable
    public init(_ name: String) {
        stringValue = name
    }

    @inlinable
    public init(stringLiteral name: String) {
        stringValue = name
    }

    @inlinable
    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Keys are names only, as in synthesized conformances.
    @inlinable
    public var intValue: Int? { nil }

    @inlinable
    public init?(intValue: Int) {
        nil
    }
}

// Generated `Codable` reads and writes each field through the one generic
// method of each kind below rather than `decode(_:forKey:)` and
// `encode(_:forKey:)`, which have an overload per standard type (`Int`,
// `String`, `Bool`, ...) plus the generic one: the type checker weighs every
// overload at every call, which made the state's `encode(to:)` the costliest
// body of a small store's file to type-check (see Benchmarks/Results/GeneratorBenchmark.md,
// "Fewer overloads"). The JSON is the same: the generic path encodes an `Int`
// as the `Int` overload does.

/// Encoding under a field's name, which generated `Codable` conformances use.
extension KeyedEncodingContainer where Key == StoreCodingKey {
    /// Encodes `value` under `key`.
    @inlinable
    public mutating func encodeField<Value: Encodable>(_ value: Value, forKey key: StoreCodingKey) throws {
        try encode(value, forKey: key)
    }

    /// Encodes `value` under `key` unless it is `nil`, as synthesized `Codable` does.
    @inlinable
    public mutating func encodeFieldIfPresent<Value: Encodable>(_ value: Value?, forKey key: StoreCodingKey) throws {
        try encodeIfPresent(value, forKey: key)
    }
}

/// Decoding by a field's name, which generated `Codable` conformances use.
extension KeyedDecodingContainer where Key == StoreCodingKey {
    /// The value of `type` under `key`.
    @inlinable
    public func decodeField<Value: Decodable>(_ type: Value.Type, forKey key: StoreCodingKey) throws -> Value {
        try decode(type, forKey: key)
    }

    /// The value of `type` under `key`, or `nil` when the key is missing or holds `null`.
    @inlinable
    public func decodeFieldIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: StoreCodingKey) throws -> Value?
    {
        try decodeIfPresent(type, forKey: key)
    }

    /// Replaces `value` (a schema default) with the one stored under `key`,
    /// unless the key is missing or holds `null`.
    @inlinable
    public func update<Value: Decodable>(_ value: inout Value, forKey key: StoreCodingKey) throws {
        if let decoded = try decodeIfPresent(Value.self, forKey: key) {
            value = decoded
        }
    }

    /// For an optional field: replaces `value` (a schema default) with the one
    /// stored under `key` when the key is present; `null` decodes as `nil`.
    @inlinable
    public func updateOptional<Wrapped: Decodable>(_ value: inout Wrapped?, forKey key: StoreCodingKey) throws {
        if contains(key) {
            value = try decodeIfPresent(Wrapped.self, forKey: key)
        }
    }
}
