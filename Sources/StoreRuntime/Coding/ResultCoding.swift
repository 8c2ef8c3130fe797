// A `Result` action parameter (`loaded: {meeting: "Result<Meeting, LoadError>"}`)
// is coded by these overloads: `Result` is not `Codable`, and a conformance
// added here would be every importer's. Generated code calls `decode` and
// `encode` as for any value; the compiler picks these for a `Result`.

extension EnumCaseDecoder {
    /// The case's `Result` labelled `label`, written `{"success": {"_0": value}}`
    /// or `{"failure": {"_0": error}}`, the shape Swift synthesizes for an enum.
    @inlinable
    public func decode<Success: Decodable, Failure: Decodable & Error>(
        _ label: StoreCodingKey
    ) throws -> Result<Success, Failure> {
        try values.decode(CodedResult<Success, Failure>.self, forKey: label).result
    }

    /// The case's optional `Result` labelled `label`: `nil` when left out.
    @inlinable
    public func decodeIfPresent<Success: Decodable, Failure: Decodable & Error>(
        _ label: StoreCodingKey
    ) throws -> Result<Success, Failure>? {
        try values.decodeIfPresent(CodedResult<Success, Failure>.self, forKey: label)?.result
    }
}

extension EnumCaseEncoder {
    /// Encodes a `Result` under its label; see `EnumCaseDecoder.decode(_:)`.
    @inlinable
    public mutating func encode<Success: Encodable, Failure: Encodable & Error>(
        _ value: Result<Success, Failure>, _ label: StoreCodingKey
    ) throws {
        try values.encode(CodedResult(value), forKey: label)
    }

    /// Leaves the `Result` out when it is `nil`.
    @inlinable
    public mutating func encodeIfPresent<Success: Encodable, Failure: Encodable & Error>(
        _ value: Result<Success, Failure>?, _ label: StoreCodingKey
    ) throws {
        guard let value else { return }
        try values.encode(CodedResult(value), forKey: label)
    }
}

/// A `Result` in the JSON shape of an enum with cases `success(_:)` and
/// `failure(_:)`; `Codable` only where both of its types are.
@usableFromInline
struct CodedResult<Success, Failure: Error> {
    @usableFromInline let result: Result<Success, Failure>

    @usableFromInline
    init(_ result: Result<Success, Failure>) {
        self.result = result
    }
}

extension CodedResult: Decodable where Success: Decodable, Failure: Decodable {
    @usableFromInline
    init(from decoder: any Decoder) throws {
        let coding = try EnumCaseDecoder(decoder)
        switch coding.caseName {
        case "success": result = .success(try coding.decode("_0"))
        case "failure": result = .failure(try coding.decode("_0"))
        default: throw coding.unknownCase(of: Result<Success, Failure>.self)
        }
    }
}

extension CodedResult: Encodable where Success: Encodable, Failure: Encodable {
    @usableFromInline
    func encode(to encoder: any Encoder) throws {
        switch result {
        case .success(let value):
            var coding = EnumCaseEncoder(encoder, caseName: "success")
            try coding.encode(value, "_0")
        case .failure(let error):
            var coding = EnumCaseEncoder(encoder, caseName: "failure")
            try coding.encode(error, "_0")
        }
    }
}
