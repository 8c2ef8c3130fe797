/// A derived value reads state members (fields and modules) and other derived
/// values, never itself (directly or through others). (Its name against the
/// state's other members is `NameCollisions`' to check.)
struct DerivedInputsCheck {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let members = draft.state.map(\.name) + draft.modules.map(\.module.name)
        let derivedNames = draft.derived.map(\.name)
        let readable = members + derivedNames
        let readableSet = Set(readable)
        let fields = Set(draft.state.map(\.name))
        let modules = Set(draft.modules.map(\.module.name))
        for derived in draft.derived {
            let quoted = Quoting.quote(derived.name)
            for (name, node) in derived.inputs where !readableSet.contains(name) {
                let suffix = Suggestion.clause(for: name, in: readable).map { "; \($0)" } ?? ""
                log.error(
                    """
                    derived value \(quoted) reads \(Quoting.quote(name)), which is not a state field, \
                    module or derived value\(suffix)
                    """,
                    at: node)
            }
        }
        // An input named like a field or module reads that member (a derived
        // value of that name is an error of its own), not a derived value.
        let inputs = draft.derived.map {
            $0.inputs.map(\.name).filter { !fields.contains($0) && !modules.contains($0) }
        }
        for cycle in DerivedValueOrder.cycles(names: derivedNames, inputs: inputs) {
            let first = draft.derived[cycle[0]]
            if cycle.count == 1 {
                log.error("derived value \(Quoting.quote(first.name)) reads itself", at: first.key)
            } else {
                let names = cycle.map { Quoting.quote(draft.derived[$0].name) }
                log.error(
                    """
                    derived values \(names.joined(separator: ", ")) read each other in a cycle, so none \
                    of them can be computed first
                    """,
                    at: first.key)
            }
        }
    }
}
