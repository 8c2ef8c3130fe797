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
    /// `if case .name(let a, ...) = subject { ... }`
    case ifCase(SwitchCase.Pattern, Expression, [Statement])
    case `return`(Expression?)
    /// `throw error`
    case `throw`(Expression)
    /// `guard let name = value else { otherwise }`
    case guardLet(name: String, value: Expression, otherwise: [Statement])
    /// `func function(_ parameter: inout Type) { body }` then
    /// `function(&self)` (`throws`/`try` when throwing): a local function
    /// that changes `self` through `parameter`. See `BodyChunking`.
    case inPlace(function: String, parameter: String, type: TypeName, isThrowing: Bool, body: [Statement])
    /// `if let name = value { body }`
    case ifLet(name: String, value: Expression, body: [Statement])
    /// A function declared inside a body (access is not written).
    case localFunction(FunctionDeclaration)
}

/// Chooses between a `switch` and a chain of `if case` statements. Swift
/// gives up checking that a switch is exhaustive at around 600 cases ("unable
/// to check that this switch is exhaustive in reasonable time"), so large
/// enums are matched case by case, which needs no such check.
enum CaseMatching {
    static let largestSwitch = 256

    /// `cases` as a switch over `subject`, or as `if case` statements that
    /// each end with `return`, followed by the default case's body.
    static func statements(over subject: Expression, _ cases: [SwitchCase]) -> [Statement] {
        guard cases.count > largestSwitch else { return [.switch(subject, cases)] }
        var statements: [Statement] = []
        var fallback: [Statement] = []
        for switchCase in cases {
            for pattern in switchCase.patterns {
                switch pattern {
                case .default:
                    fallback = switchCase.body
                case .enumCase, .literal:
                    var body = switchCase.body
                    if !(body.last.map(isExit) ?? false) { body.append(.return(nil)) }
                    statements.append(.ifCase(pattern, subject, body))
                }
            }
        }
        return statements + fallback
    }

    private static func isExit(_ statement: Statement) -> Bool {
        switch statement {
        case .return, .throw: true
        default: false
        }
    }
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
    }

    var patterns: [Pattern]
    var body: [Statement]

    init(_ pattern: Pattern, _ body: [Statement]) {
        self.patterns = [pattern]
        self.body = body
    }
}
