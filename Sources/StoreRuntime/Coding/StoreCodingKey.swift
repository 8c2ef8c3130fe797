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

extension KeyedDecodingContainer where Key == StoreCodingKey {
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
