import StoreSchema

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
        let (pieces, fallback) = split(cases)
        return pieces.map { Statement.switch(subject, $0 + [SwitchCase(.default, [.break])]) } + fallback
    }

    /// The same, each piece's switch in a local function of its own (named
    /// `function` and its number, apart from `captured`) that returns
    /// whether it matched, for bodies off the hot path: in one function, the
    /// switches of an enum of thousands of cases cost the compiler's SIL
    /// passes and IRGen more than their size; in pieces, they cost their size
    /// (figures: Benchmarks/Results/GeneratorBenchmark.md).
    static func statements(
        over subject: Expression, _ cases: [SwitchCase], inFunctionsNamed function: String, captured: Set<String>,
        isThrowing: Bool
    ) -> [Statement] {
        guard cases.count > largestSwitch else { return [.switch(subject, cases)] }
        let (pieces, fallback) = split(cases)
        let names = NamingPolicy.localNames(for: pieces.indices.map { function + String($0) }, avoiding: captured)
        return zip(pieces, names).flatMap { piece, name -> [Statement] in
            let matched = piece.map { switchCase in
                var returning = switchCase
                returning.body = switchCase.body.map { $0 == .return(nil) ? .return(.literal(.boolean(true))) : $0 }
                return returning
            }
            let call = Expression.call(.identifier(name), [])
            return [
                .localFunction(
                    FunctionDeclaration(
                        access: .internal, name: .function(name), isThrowing: isThrowing, result: .named("Bool"),
                        body: [.switch(subject, matched + [SwitchCase(.default, [.return(.literal(.boolean(false)))])])]
                    )),
                .if(isThrowing ? .try(call) : call, [.return(nil)]),
            ]
        } + fallback
    }

    /// The cases but the default, each ending in an exit, in pieces of
    /// `BodyChunking.size`; and the default case's body.
    private static func split(_ cases: [SwitchCase]) -> (pieces: [[SwitchCase]], fallback: [Statement]) {
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
            Array(matched[start..<min(start + BodyChunking.size, matched.count)])
        }
        return (pieces, fallback)
    }

    private static func isExit(_ statement: Statement) -> Bool {
        switch statement {
        case .return, .throw: true
        default: false
        }
    }
}
