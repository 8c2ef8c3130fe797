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
    /// `break`: a `switch` case that does nothing.
    case `break`
    case `return`(Expression?)
    /// `throw error`
    case `throw`(Expression)
    /// `guard let name = value else { otherwise }`
    case guardLet(name: String, value: Expression, otherwise: [Statement])
    /// `func function(_ parameter: inout Type) { body }` then
    /// `function(&target)` (`throws`/`try` when throwing): a local function
    /// that changes `target` (`self`, or a local variable) through
    /// `parameter`. See `BodyChunking`.
    case inPlace(
        function: String, parameter: String, type: TypeName, isThrowing: Bool, body: [Statement], target: Expression)
    /// `if let name = value { body }`
    case ifLet(name: String, value: Expression, body: [Statement])
    /// `if case pattern = value, case … { body }`
    case ifCase([CaseCondition], body: [Statement])
    /// A function declared inside a body (access is not written).
    case localFunction(FunctionDeclaration)
    /// `base`, then each call (`.name(arguments)`, a member of what comes
    /// before) on a line of its own, indented: a chain too long for one
    /// line, wrapped as swift-format wraps it.
    case memberChain(Expression, [Expression])
    /// `callee(` then each argument on a line of its own, indented, the last
    /// closing the call (`return` first when `returns`): a call too long for
    /// one line, wrapped as swift-format wraps it.
    case wrappedCall(Expression, [Expression.Argument], returns: Bool)
}

/// One `case` of a `switch`, matching enum cases by name.
struct SwitchCase: Equatable, Sendable {
    enum Pattern: Equatable, Sendable {
        /// `.name` or `.name(let a, let b)`; the bindings are local names.
        case enumCase(name: String, bindings: [String])
        /// `"name"`: a value compared with `~=` (a string in a decoder).
        case literal(Literal)
        /// `default`
        case `default`
        /// `.name(inner, ...)`: a case whose values match patterns of their own (`.edit(.save)`).
        case nestedCase(name: String, inner: [Pattern])
        /// `(first, second)`
        case tuple([Pattern])
        /// `let name` / `var name`
        case binding(isMutable: Bool, name: String)
        /// A value matched with `~=` (`id` in `.element(id, let action)`).
        case expression(Expression)
    }

    var patterns: [Pattern]
    var body: [Statement]

    init(_ pattern: Pattern, _ body: [Statement]) {
        self.patterns = [pattern]
        self.body = body
    }

    /// A case matching any of `patterns`.
    init(anyOf patterns: [Pattern], _ body: [Statement]) {
        self.patterns = patterns
        self.body = body
    }
}

/// `case pattern = value`, one condition of an `if case`.
struct CaseCondition: Equatable, Sendable {
    var pattern: SwitchCase.Pattern
    var value: Expression
}
