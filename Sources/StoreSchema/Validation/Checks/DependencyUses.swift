/// Each name an action `uses:` is a dependency every store has (`uuid`,
/// `now`) or one declared under `dependencies:`, and not also the name of one
/// of the action's parameters (the handler receives both as parameters).
struct DependencyUses {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let known = (Dependency.builtIn + draft.dependencies.map(\.dependency)).map(\.name)
        for action in draft.actions {
            let params = Set(action.params.map(\.name))
            for (name, node) in action.uses {
                let quoted = Quoting.quote(name)
                if !known.contains(name) {
                    let suffix =
                        Suggestion.clause(for: name, in: known).map { "; \($0)" }
                            ?? """
                            ; declare it under 'dependencies:' or use one of \
                            \(Dependency.builtIn.map { Quoting.quote($0.name) }.joined(separator: ", "))
                            """
                    log.error(
                        "action \(Quoting.quote(action.name)) uses \(quoted), which is not a dependency\(suffix)",
                        at: node)
                } else if params.contains(name) {
                    log.error(
                        """
                        action \(Quoting.quote(action.name)) uses \(quoted), which is also the name of \
                        one of its parameters; rename the parameter
                        """,
                        at: node)
                }
            }
        }
    }

    /// The dependencies `names` stand for (those that exist: the check above
    /// reports the others).
    static func resolve(_ names: [String], declared: [Dependency]) -> [Dependency] {
        let all = Dependency.builtIn + declared
        return names.compactMap { name in all.first { $0.name == name } }
    }
}
