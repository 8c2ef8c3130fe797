/// Warnings for legal but suspect schemas: types and external types nothing
/// uses (a derived value's, a module case's or an alert parameter's type
/// counts as a use, and so does another schema's of the target), and a store
/// without actions whose state nothing shares.
struct UsageWarnings {
    var log: DiagnosticLog
    /// Names the target's other schemas use (`TargetTypes.usedElsewhere`).
    var usedElsewhere: Set<String> = []

    func check(_ draft: SchemaDraft) {
        let typesByName = Dictionary(draft.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var used = usedElsewhere
        var work = Array(usedElsewhere)
        func use(_ fields: [FieldDraft]) {
            for field in fields {
                for (name, _) in field.type?.names ?? [] where used.insert(name).inserted {
                    work.append(name)
                }
            }
        }
        use(draft.state)
        draft.actions.forEach { use($0.params) }
        use(draft.derived.map(\.field))
        draft.modules.forEach { use($0.caseValues) }
        draft.alerts.forEach { use($0.params) }
        while let name = work.popLast() {
            guard let type = typesByName[name] else { continue }
            switch type.kind {
            case .structure(let fields): use(fields)
            case .enumeration(let cases): cases.forEach { use($0.payload) }
            }
        }
        for type in draft.types where !used.contains(type.name) {
            log.warning("type \(Quoting.quote(type.name)) is never used by the state or any action", at: type.key)
        }
        for (external, key) in draft.externals where !used.contains(external.name) {
            log.warning(
                "external type \(Quoting.quote(external.name)) is never used by the state or any action", at: key)
        }
        let actionsWritten = draft.actionsNode.map { !$0.isNull && $0.mapping?.isEmpty != true } ?? false
        // A shared field is changed by the parent: such a store is a view of the parent's value.
        let shares = draft.state.contains(where: \.shared)
        if draft.actions.isEmpty, draft.modules.isEmpty, !actionsWritten, !shares, let storeNode = draft.storeNode,
            draft.storeName != nil
        {
            log.warning(
                "the store has no actions, so its state can never change; a screen that only shows a value can be "
                    + "a case of its parent's 'oneOf' or 'stack' that holds it, such as {type: Meeting}",
                at: storeNode)
        }
    }
}
