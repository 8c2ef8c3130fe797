// How action coding works: generated action enums write their `Codable`
// out over `EnumCaseDecoder`/`EnumCaseEncoder` (here), which read and write
// the JSON shape Swift would synthesise, with `StoreCodingKey` as the keys.

/// Decoding and encoding enums with associated values in the JSON shape
/// Swift's synthesized `Codable` uses: `{"case": {"label": value, ...}}`, an
/// empty object for a case without values, `_0` for an unlabelled value, and
/// `nil` optionals left out. Generated action enums use it instead of
/// synthesis (see `StoreCodingKey` for why); the format does not change.
///
///     init(from decoder: any Decoder) throws {
///         let coding = try EnumCaseDecoder(decoder)
///         switch coding.caseName {
///         case "add": self = .add(amount: try coding.decode("amount"))
///         default: throw coding.unknownCase(of: Self.self)
///         }
///     }
public struct EnumCaseDecoder {
    /// The name of the encoded case: the object's only key.
    public let caseName: String
    @usableFromInline let values: KeyedDecodingContainer<StoreCodingKey>
    @usableFromInline let codingPath: [any CodingKey]

    /// Reads the single key that names an encoded case.
    public init(_ decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StoreCodingKey.self)
        let keys = container.allKeys
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.typeMismatch(
                EnumCaseDecoder.self,
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "Invalid number of keys found, expected one."))
        }
        caseName = key.stringValue
        values = try container.nestedContainer(keyedBy: StoreCodingKey.self, forKey: key)
        codingPath = container.codingPath + [key]
    }

    /// The case's value labelled `label`.
    @inlinable
    public func decode<Value: Decodable>(_ label: StoreCodingKey) throws -> Value {
        try values.decode(Value.self, forKey: label)
    }

    /// The case's value labelled `label`, wrapped in the case `wrap` makes
    /// (`try coding.decode("_0", as: AppAction.sheet)`): generated code of
    /// a child whose action type has no values then holds no code that never
    /// runs, which the compiler would warn about.
    @inlinable
    public func decode<Value: Decodable, Wrapped>(
        _ label: StoreCodingKey, as wrap: (Value) -> Wrapped
    ) throws -> Wrapped {
        try wrap(values.decode(Value.self, forKey: label))
    }

    /// The case's optional value labelled `label`: `nil` when left out.
    @inlinable
    public func decodeIfPresent<Value: Decodable>(_ label: StoreCodingKey) throws -> Value? {
        try values.decodeIfPresent(Value.self, forKey: label)
    }

    /// The error for a case name that `type` does not have.
    public func unknownCase<Enum>(of type: Enum.Type) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(Enum.self) has no case '\(caseName)'"))
    }
}

/// Encodes one case of an enum as `{"case": {"label": value, ...}}`; see
/// `EnumCaseDecoder`.
///
///     case .add(let amount):
///         var coding = EnumCaseEncoder(encoder, caseName: "add")
///         try coding.encode(amount, "amount")
public struct EnumCaseEncoder {
    @usableFromInline var values: KeyedEncodingContainer<StoreCodingKey>

    /// Writes the case's name with an empty object, which `encode` fills.
    public init(_ encoder: any Encoder, caseName: String) {
        var container = encoder.container(keyedBy: StoreCodingKey.self)
        values = container.nestedContainer(keyedBy: StoreCodingKey.self, forKey: StoreCodingKey(caseName))
    }

    /// Encodes a case's associated value under its label.
    @inlinable
    public mutating func encode<Value: Encodable>(_ value: Value, _ label: StoreCodingKey) throws {
        try values.encode(value, forKey: label)
    }

    /// Leaves the value out when it is `nil`, as synthesized `Codable` does.
    @inlinable
    public mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, _ label: StoreCodingKey) throws {
        try values.encodeIfPresent(value, forKey: label)
    }
}

extension EnumCaseEncoder {
    /// Encodes a case without values: `{"case": {}}`.
    public static func encodeEmptyCase(_ caseName: String, to encoder: any Encoder) {
        _ = EnumCaseEncoder(encoder, caseName: caseName)
    }
}
