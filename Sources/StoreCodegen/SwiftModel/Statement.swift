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
    case inPlace(function: String, parameter: String, type: TypeName, isThrowing: Bool, body: [Statement], target: Expression)
    /// `if let name = value { body }`
    case ifLet(name: String, value: Expression, body: [Statement])
    /// A function declared inside a body (access is not written).
    case localFunction(FunctionDeclaration)
}

/// Chooses between one `switch` and several. Swift gives up checking that a
/// switch is exhaustive at around 600 cases ("unable to check that this
/// switch is exhaustive in reasonable time"), so a large enum is matched in
/// switches of `BodyChunking.size` cases, each with a `default` that goes on
/// to the next. (`if case` per enum case, the earlier way, costs the compiler
/// twice the code of a switch case.)
enum CaseMatching {
    static let largestSwitch = 256

    /// `cases` as a switch over `subject`, or as switches of a piece each
    /// whose cases end with `return`, followed by the default case's body.
    static func statements(over subject: Expression, _ cases: [SwitchCase]) -> [Statement] {
        guard cases.count > largestSwitch else { return [.switch(subject, cases)] }
        var matched: [SwitchCase] = []
        var fallback: [Statement] = []
        for switchCase in cases {
            if switchCase.patterns == [.default] {
                fallback = switchCase.body
                continue
            }
            var exiting = switchCase
            if !(exiting.body.last.map(isExit) ?? false) { exiting.body.append(.return(nil)) }
            matched.append(exiting)
        }
        let pieces = stride(from: 0, to: matched.count, by: BodyChunking.size).map { start in
            Statement.switch(
                subject,
                matched[start..<min(start + BodyChunking.size, matched.count)] + [SwitchCase(.default, [.break])])
        }
        return pieces + fallback
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
