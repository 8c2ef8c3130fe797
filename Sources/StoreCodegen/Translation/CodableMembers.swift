/// The members of a written-out `Codable` conformance, in one shape for every
/// generated type that writes its own (the state, schema structs, actions,
/// boxes): what the decoder and encoder parameters are called, and how a
/// keyed container over the runtime's `StoreCodingKey` is opened.
enum CodableMembers {
    /// The local name of `init(from:)`'s decoder; bodies refer to it.
    static let decoder = "decoder"
    /// The local name of `encode(to:)`'s encoder; bodies refer to it.
    static let encoder = "encoder"

    /// `init(from decoder: any Decoder) throws { body }`
    static func decodingInitializer(access: AccessModifier, body: [Statement]) -> Declaration {
        Declaration(
            .function(
                FunctionDeclaration(
                    access: access, name: .initializer(failable: false),
                    parameters: [.init(label: "from", localName: decoder, type: .existential(.named("Decoder")))],
                    isThrowing: true, body: body)))
    }

    /// `func encode(to encoder: any Encoder) throws { body }`
    static func encodingFunction(access: AccessModifier, body: [Statement]) -> Declaration {
        Declaration(
            .function(
                FunctionDeclaration(
                    access: access, name: .function("encode"),
                    parameters: [.init(label: "to", localName: encoder, type: .existential(.named("Encoder")))],
                    isThrowing: true, body: body)))
    }

    /// `let <name> = try decoder.container(keyedBy: StoreCodingKey.self)`
    static func keyedDecodingContainer(named name: String) -> Statement {
        .binding(isMutable: false, name: name, value: .try(.call(.member(.identifier(decoder), "container"), keyedBy)))
    }

    /// `var <name> = encoder.container(keyedBy: StoreCodingKey.self)` (`let`
    /// when nothing is encoded into it).
    static func keyedEncodingContainer(named name: String, isMutable: Bool = true) -> Statement {
        .binding(isMutable: isMutable, name: name, value: .call(.member(.identifier(encoder), "container"), keyedBy))
    }

    private static var keyedBy: [Expression.Argument] {
        [.init("keyedBy", .metatype(.named("StoreCodingKey")))]
    }
}
