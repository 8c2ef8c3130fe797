/// What a module asks of a store it embeds, checked once both schemas are
/// known (the same target, or a target it imports): the outputs it hears
/// are actions of that store, a list's rows have an `id` to be keyed by,
/// a stack's screens are `Codable` (a push carries the screen's state in
/// a Codable action), so are the stores of a module the schema saves, and
/// the fields it shares are the child's `shared: true` fields, each linked,
/// to a value of the parent of its type.
struct ChildStoreCheck {
    let module: Module
    let store: StoreDefinition
    /// Where the store is named (the module, or its case).
    let location: SourceLocation
    /// The store whose module it is.
    let owner: StoreDefinition
    /// The schema types the two stores' targets declare, by name.
    let types: [String: TypeDefinition]

    var diagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let caseName = module.cases.first { $0.location == location }?.name
        let actions = store.actions.map(\.name)
        for output in module.outputs where output.caseName == caseName && !actions.contains(output.action) {
            let suggestion = Suggestion.clause(for: output.action, in: actions).map { "; \($0)" } ?? ""
            diagnostics.append(
                .error(
                    """
                    output \(Quoting.quote(output.action)) of module \(Quoting.quote(module.name)) is not \
                    an action of store \(Quoting.quote(store.name))\(suggestion)
                    """,
                    at: output.location))
        }
        switch module.kind {
        case .list:
            if store.rowKey == nil {
                diagnostics.append(
                    .error(
                        "module \(Quoting.quote(module.name)) is a list of store \(Quoting.quote(store.name)), whose "
                            + "state needs a hashable 'id' field to key its rows by, or 'key:' naming another "
                            + "(such as key: url)",
                        at: location))
            }
        case .stack:
            if !store.persist && !store.codable {
                diagnostics.append(
                    .error(
                        """
                        module \(Quoting.quote(module.name)) stacks store \(Quoting.quote(store.name)), \
                        whose state must be Codable (pushing a screen is a Codable action): add 'codable: \
                        true' to \(TargetValidator.fileName(store.file))
                        """,
                        at: location))
            }
        case .always, .optional, .oneOf:
            break
        }
        return diagnostics + savedStateDiagnostics + shareDiagnostics(caseName: caseName)
    }

    /// A module the schema saves in a store whose state is saved holds
    /// stores whose state is Codable: a saved `oneOf:` enum is Codable, so
    /// its cases' states must be; and a module saved in so many words
    /// (`persist: true`) is not left out silently. (A child saved by default
    /// whose store is not Codable is left out, as it always was; a stack's
    /// screens are Codable anyway.)
    private var savedStateDiagnostics: [Diagnostic] {
        if case .stack = module.kind { return [] }
        guard module.persist, module.persistLocation != nil, owner.persist || owner.codable,
            !store.persist, !store.codable
        else { return [] }
        return [
            .error(
                """
                module \(Quoting.quote(module.name)) is saved with store \(Quoting.quote(owner.name)) \
                ('persist: true'), so the state of store \(Quoting.quote(store.name)) must be Codable: add \
                'codable: true' to \(TargetValidator.fileName(store.file))
                """,
                at: location)
        ]
    }

    /// Each shared field of the child (of this case) is linked, and each
    /// link names a shared field of the child and a value of the parent of
    /// its type: the field's own type, or an array of it whose elements have
    /// the key field.
    private func shareDiagnostics(caseName: String?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let shares = module.shares.filter { $0.caseName == caseName }
        let quotedModule = Quoting.quote(module.name)
        let quotedStore = Quoting.quote(store.name)
        for share in shares {
            guard let field = store.state.first(where: { $0.name == share.field }) else {
                let suggestion =
                    Suggestion.clause(for: share.field, in: store.state.filter(\.isShared).map(\.name)).map {
                        "; \($0)"
                    } ?? ""
                diagnostics.append(
                    .error(
                        """
                        module \(quotedModule) shares \(Quoting.quote(share.field)), which is not a state \
                        field of store \(quotedStore)\(suggestion)
                        """,
                        at: share.location))
                continue
            }
            guard field.isShared else {
                diagnostics.append(
                    .error(
                        """
                        module \(quotedModule) shares \(Quoting.quote(share.field)), but store \
                        \(quotedStore) holds that field itself; add 'shared: true' to it in \
                        \(TargetValidator.fileName(store.file)) if its parent is to hold it
                        """,
                        at: share.location))
                continue
            }
            // Where the value is held: the parent's field, or its module's (whose type validation found).
            let ownField = share.module == nil ? owner.state.first { $0.name == share.source.field } : nil
            guard let sourceType = share.sourceType ?? ownField?.type else { continue }
            if let problem = typeProblem(share, child: field.type, parent: sourceType) {
                let held = share.module.map { "\($0).\(share.source.field)" } ?? share.source.field
                diagnostics.append(
                    .error(
                        """
                        module \(quotedModule) shares \(Quoting.quote(share.field)) (of type \
                        \(field.type.swiftSpelling) in store \(quotedStore)) as \
                        \(Quoting.quote(held)), \(problem)
                        """,
                        at: share.sourceLocation))
            }
        }
        let linked = Set(shares.map(\.field))
        for field in store.state where field.isShared && !linked.contains(field.name) {
            let key = caseName.map { "\($0).\(field.name)" } ?? field.name
            diagnostics.append(
                .error(
                    """
                    module \(quotedModule) embeds store \(quotedStore), whose state field \
                    \(Quoting.quote(field.name)) is shared: say which value of \(Quoting.quote(owner.name)) \
                    it is, with share: {\(key): <field>} or {\(key): <array field>[id]}, or it would be a \
                    copy that goes stale
                    """,
                    at: location))
        }
        return diagnostics
    }

    /// Why the parent's field cannot hold the child's value; `nil` when it can.
    private func typeProblem(_ share: ModuleShare, child: TypeReference, parent: TypeReference) -> String? {
        switch share.source {
        case .field:
            return parent == child
                ? nil
                : "which is of type \(parent.swiftSpelling); a shared field is the parent's field of the same type"
        case .element(_, let key):
            guard parent == .array(child) else {
                return """
                    which is of type \(parent.swiftSpelling); to share its elements it must be a \
                    [\(child.swiftSpelling)]
                    """
            }
            guard case .named(let name) = child, let type = types[name], case .structure(let fields) = type.kind else {
                return """
                    whose elements are found by \(Quoting.quote(key)); \(child.swiftSpelling) must be a \
                    struct declared under types: in a schema of this target
                    """
            }
            guard fields.contains(where: { $0.name == key }) else {
                let suggestion = Suggestion.clause(for: key, in: fields.map(\.name)).map { "; \($0)" } ?? ""
                return """
                    whose elements are found by \(Quoting.quote(key)), which is not a field of \
                    \(Quoting.quote(name))\(suggestion)
                    """
            }
            return nil
        }
    }
}
