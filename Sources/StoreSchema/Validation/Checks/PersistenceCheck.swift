/// A persisted store rebuilds the fields it does not write from their
/// defaults, so those fields need one (or must be optional).
struct PersistenceCheck {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        for field in draft.state where !field.persist {
            guard let persistNode = field.persistNode else { continue }
            if !draft.persist {
                log.warning("'persist: false' on state field \(Quoting.quote(field.name)) has no effect, because the store does not set 'persist: true'", at: persistNode)
            } else if field.defaultNode == nil, field.resolved?.isOptional == false {
                log.error("state field \(Quoting.quote(field.name)) is not persisted, so it needs a default or an optional type to start from when state is loaded", at: persistNode)
            }
        }
    }
}
