/// A parsed type expression that still knows where each part was written,
/// so unknown names and non-Hashable keys get column-precise diagnostics.
indirect enum TypeExpression {
    case named(String, SourceLocation)
    case optional(TypeExpression, SourceLocation)
    case array(TypeExpression, SourceLocation)
    case dictionary(key: TypeExpression, value: TypeExpression, SourceLocation)
    case set(TypeExpression, SourceLocation)
    case result(success: TypeExpression, failure: TypeExpression, SourceLocation)

    var location: SourceLocation {
        switch self {
        case .named(_, let location), .optional(_, let location), .array(_, let location),
            .dictionary(_, _, let location), .set(_, let location), .result(_, _, let location):
            location
        }
    }

    /// Every named type it mentions, outermost first.
    var names: [(String, SourceLocation)] {
        switch self {
        case .named(let name, let location): [(name, location)]
        case .optional(let wrapped, _), .array(let wrapped, _), .set(let wrapped, _): wrapped.names
        case .dictionary(let key, let value, _): key.names + value.names
        case .result(let success, let failure, _): success.names + failure.names
        }
    }
}
