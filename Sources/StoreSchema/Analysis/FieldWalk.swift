/// The walks over fields and type references every analysis makes, written
/// once.
extension TypeDefinition {
    /// A struct's fields, or every payload value of an enum's cases.
    public var memberFields: [Field] {
        switch kind {
        case .structure(let fields): fields
        case .enumeration(let cases): cases.flatMap(\.payload)
        }
    }
}

extension TypeReference {
    /// Every named type inside the reference, in order of appearance.
    public var mentionedNames: [String] {
        switch self {
        case .named(let name): [name]
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): wrapped.mentionedNames
        case .dictionary(let key, let value): key.mentionedNames + value.mentionedNames
        case .result(let success, let failure): success.mentionedNames + failure.mentionedNames
        }
    }

    /// The failure type of every `Result` inside, in order of appearance.
    public var resultFailureNames: [String] {
        switch self {
        case .named: []
        case .result(let success, let failure): success.resultFailureNames + failure.mentionedNames
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): wrapped.resultFailureNames
        case .dictionary(let key, let value): key.resultFailureNames + value.resultFailureNames
        }
    }

    /// Whether the reference mentions a built-in that needs `import Foundation`.
    public var needsFoundation: Bool {
        mentionedNames.contains { BuiltinType(rawValue: $0)?.needsFoundation ?? false }
    }
}

extension StoreDefinition {
    /// Every field of the schema whose type generated code spells: type
    /// members and payloads, state fields, action parameters.
    public var allFields: [Field] {
        types.flatMap(\.memberFields) + state + actions.flatMap(\.params)
    }
}
