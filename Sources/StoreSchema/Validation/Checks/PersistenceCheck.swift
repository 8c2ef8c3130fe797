/// What a store saves: a persisted store rebuilds the fields it does not
/// write from their defaults, so those fields need one (or must be
/// optional); and `persist:` on a field or module says something only in a
/// store whose state is saved (`persist: true`, or `codable: true`, whose
/// state a persisted parent saves).
struct PersistenceCheck {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let saved = draft.persist || draft.codable
        for field in draft.state where !field.persist {
            guard let persistNode = field.persistNode else { continue }
            if !saved {
                log.warning(
                    """
                    'persist: false' on state field \(Quoting.quote(field.name)) has no effect, because the \
                    store does not set 'persist: true'
                    """, at: persistNode)
            } else if draft.persist, field.defaultNode == nil, field.resolved?.isOptional == false {
                log.error(
                    """
                    state field \(Quoting.quote(field.name)) is not persisted, so it needs a default or an \
                    optional type to start from when state is loaded
                    """, at: persistNode)
            }
        }
        guard !saved else { return }
        for draft in draft.modules {
            guard let location = draft.module.persistLocation else { continue }
            log.warning(
                """
                'persist' on module \(Quoting.quote(draft.module.name)) has no effect, because the store's \
                state is not saved: set 'persist: true' on the store to save it, or 'codable: true' for a \
                parent that persists to save it
                """, at: location)
        }
    }
}
