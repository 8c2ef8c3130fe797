/// The values a store shares with its children (`share:` of a module) are
/// its own state fields: `settings` names a field, `items[id]` an array
/// field whose elements the child's value is found among. A child held
/// always (`store:` alone) cannot be closed, so it cannot share an element
/// that may be removed. (What the child's side must be is
/// `ChildStoreCheck`'s to say, once the child's schema is known.)
struct SharedValueSources {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let fields = Dictionary(draft.state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let modules = Set(draft.modules.map(\.module.name))
        let derived = Set(draft.derived.map(\.name))
        for module in draft.modules.map(\.module) {
            for share in module.shares {
                let name = share.source.field
                let quotedField = Quoting.quote(share.caseName.map { "\($0).\(share.field)" } ?? share.field)
                guard let field = fields[name] else {
                    let what =
                        modules.contains(name)
                        ? ", but a module" : derived.contains(name) ? ", but a derived value (read-only)" : ""
                    let suggestion =
                        what.isEmpty
                        ? Suggestion.clause(for: name, in: draft.state.map(\.name)).map { "; \($0)" } ?? "" : ""
                    log.error(
                        """
                        module \(Quoting.quote(module.name)) shares \(quotedField) as \
                        \(Quoting.quote(name)), which is not a state field of this \
                        store\(what)\(suggestion)
                        """,
                        at: share.sourceLocation)
                    continue
                }
                guard case .element = share.source else { continue }
                if let type = field.resolved, !Self.isArray(type) {
                    log.error(
                        """
                        module \(Quoting.quote(module.name)) shares \(quotedField) as an element of \
                        \(Quoting.quote(name)), which is of type \(type.swiftSpelling), not an array; \
                        write \(Quoting.quote(name)) to share the field itself
                        """,
                        at: share.sourceLocation)
                    continue
                }
                if module.kind == .always {
                    log.error(
                        """
                        module \(Quoting.quote(module.name)) is always present, so it cannot be closed \
                        when its element of \(Quoting.quote(name)) is removed; make it 'optional: true' \
                        (or a oneOf: or stack: case), or share a field
                        """,
                        at: share.sourceLocation)
                }
            }
        }
    }

    private static func isArray(_ type: TypeReference) -> Bool {
        if case .array = type { return true }
        return false
    }
}
