/// `key: url` names the state field a parent's list keys the rows by: a
/// state field that is Hashable. The generated state is `Identifiable` with
/// an `id` that reads it, so no state member may be called `id` as well.
struct RowKeyCheck {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft, hashable: HashableTypes) {
        guard let (name, node) = draft.key else { return }
        let fields = draft.state.map(\.name)
        guard let field = draft.state.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.clause(for: name, in: fields).map { "; \($0)" } ?? ""
            log.error("'key' names \(Quoting.quote(name)), which is not a state field\(suggestion)", at: node)
            return
        }
        if let type = field.resolved, !hashable.contains(type) {
            log.error(
                "'key' names state field \(Quoting.quote(name)) of type \(Quoting.quote(type.swiftSpelling)), which is "
                    + "not Hashable; rows are keyed by a Hashable field",
                at: node)
        }
        guard name != "id" else { return }
        let members =
            draft.state.map { ($0.name, $0.key) } + draft.modules.map { ($0.module.name, $0.key) }
            + draft.derived.map { ($0.name, $0.key) }
        if let clash = members.first(where: { $0.0 == "id" }) {
            log.error(
                "'id' is the rows' id read from 'key: \(name)'; rename this member, "
                    + "or drop 'key' and key the rows by 'id'",
                at: clash.1)
        }
    }
}
