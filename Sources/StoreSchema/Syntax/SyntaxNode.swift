/// A YAML node with the place it was written, so every diagnostic can point
/// at the exact key or value the user has to fix.
///
/// Aliases are already expanded (within the node budget), so validation
/// never has to know they existed.
struct SyntaxNode: Sendable {
    enum Content: Sendable {
        case scalar(ScalarSyntax)
        case sequence([SyntaxNode])
        case mapping([SyntaxPair])
    }

    var content: Content
    var location: SourceLocation

    var scalar: ScalarSyntax? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    var sequence: [SyntaxNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    var mapping: [SyntaxPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// Whether this is a plain `null`, `~` or empty value.
    var isNull: Bool {
        if let scalar, case .null = scalar.resolved { return true }
        return false
    }

    /// How the node reads in a sentence: "a list", "a mapping", "the number 3".
    var kindDescription: String {
        switch content {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null: return "null"
            case .bool: return "a boolean"
            case .integer, .float: return "a number"
            case .string: return "a string"
            }
        }
    }
}

/// One `key: value` entry of a mapping, in the order written.
struct SyntaxPair: Sendable {
    var key: SyntaxNode
    var value: SyntaxNode
}

/// A scalar's text and how it was written: only plain (unquoted) scalars can
/// be `null`, booleans or numbers, exactly as YAML 1.2's core schema says.
struct ScalarSyntax: Sendable {
    var text: String
    var isPlain: Bool
    /// Columns between the node's location and the first character of
    /// `text` (1 for a quoted scalar), for column-precise type errors.
    var contentOffset: Int

    var resolved: ResolvedScalar {
        isPlain ? ResolvedScalar(plain: text) : .string(text)
    }
}
