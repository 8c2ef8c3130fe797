/// A statement in a generated function, initializer, accessor or closure body.
indirect enum Statement: Equatable, Sendable {
    case expression(Expression)
    /// `let name = value` / `var name = value`
    case binding(isMutable: Bool, name: String, value: Expression)
    /// `target = value`
    case assignment(Expression, Expression)
    /// `if condition { ... }`
    case `if`(Expression, [Statement])
    case `switch`(Expression, [SwitchCase])
    case `return`(Expression?)
    /// `guard let name = value else { otherwise }`
    case guardLet(name: String, value: Expression, otherwise: [Statement])
}

/// One `case` of a `switch`, matching enum cases by name.
struct SwitchCase: Equatable, Sendable {
    enum Pattern: Equatable, Sendable {
        /// `.name` or `.name(let a, let b)`; the bindings are local names.
        case enumCase(name: String, bindings: [String])
        /// `default`
        case `default`
    }

    var patterns: [Pattern]
    var body: [Statement]

    init(_ pattern: Pattern, _ body: [Statement]) {
        self.patterns = [pattern]
        self.body = body
    }
}
