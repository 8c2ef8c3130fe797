/// What a module asks of a store it embeds, checked once both schemas are
/// known (the same target, or a target it imports): the outputs it hears
/// are actions of that store, a list's rows have an `id` to be keyed by,
/// and a stack's screens are `Codable` (a push carries the screen's state in
/// a Codable action).
struct ChildStoreCheck {
    let module: Module
    let store: StoreDefinition
    /// Where the store is named (the module, or its case).
    let location: SourceLocation

    var diagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let caseName = module.cases.first { $0.location == location }?.name
        let actions = store.actions.map(\.name)
        for output in module.outputs where output.caseName == caseName && !actions.contains(output.action) {
            let suggestion = Suggestion.clause(for: output.action, in: actions).map { "; \($0)" } ?? ""
            diagnostics.append(.error(
                "output \(Quoting.quote(output.action)) of module \(Quoting.quote(module.name)) is not an action of store \(Quoting.quote(store.name))\(suggestion)",
                at: output.location))
        }
        switch module.kind {
        case .list:
            let id = store.state.first { $0.name == "id" }
            if id == nil || !SchemaAnalysis(store).isHashable(id!.type) {
                diagnostics.append(.error(
                    "module \(Quoting.quote(module.name)) is a list of store \(Quoting.quote(store.name)), whose state needs a hashable 'id' field to key its rows by",
                    at: location))
            }
        case .stack:
            if !store.persist && !store.codable {
                diagnostics.append(.error(
                    "module \(Quoting.quote(module.name)) stacks store \(Quoting.quote(store.name)), whose state must be Codable (pushing a screen is a Codable action): add 'codable: true' to \(TargetValidator.fileName(store.file))",
                    at: location))
            }
        case .always, .optional, .oneOf:
            break
        }
        return diagnostics
    }
}
