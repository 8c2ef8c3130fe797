/// The values a store shares with its children (`share:` of a module) are
/// its own state fields, or fields of one of its always-present modules
/// (`list.items`): `settings` names a field, `items[id]` an array field
/// whose elements the child's value is found among. A child held always
/// (`store:` alone) cannot be closed, so it cannot share an element that may
/// be removed. Each link learns the type of the field holding its value
/// (`ModuleShare.sourceType`): a module's from its store's schema, one of the
/// target's others (`TargetTypes.stateFields`). (What the sharing child's
/// side must be is `ChildStoreCheck`'s to say, once its schema is known.)
struct SharedValueSources {
    var log: DiagnosticLog
    var targetTypes = TargetTypes.none

    func check(_ draft: inout SchemaDraft) {
        let fields = Dictionary(draft.state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let modules = Dictionary(
            draft.modules.map { ($0.module.name, $0.module) }, uniquingKeysWith: { first, _ in first })
        let derived = Set(draft.derived.map(\.name))
        for index in draft.modules.indices {
            let module = draft.modules[index].module
            for shareIndex in module.shares.indices {
                let share = module.shares[shareIndex]
                let type: TypeReference?
                if let holder = share.module {
                    guard let held = modules[holder] else {
                        unknownModule(share, of: module, in: draft)
                        continue
                    }
                    guard let found = moduleFieldType(share, of: module, heldBy: held) else { continue }
                    type = found
                } else {
                    guard let field = fields[share.source.field] else {
                        unknownField(
                            share, of: module, in: draft, isModule: modules[share.source.field] != nil,
                            isDerived: derived.contains(share.source.field))
                        continue
                    }
                    type = field.resolved
                }
                draft.modules[index].module.shares[shareIndex].sourceType = type
                guard case .element = share.source else { continue }
                if let type, !Self.isArray(type) {
                    log.error(
                        """
                        module \(Quoting.quote(module.name)) shares \(quotedField(share)) as an element of \
                        \(Quoting.quote(held(share))), which is of type \(type.swiftSpelling), not an array; \
                        write \(Quoting.quote(held(share))) to share the field itself
                        """,
                        at: share.sourceLocation)
                    continue
                }
                if module.kind == .always {
                    log.error(
                        """
                        module \(Quoting.quote(module.name)) is always present, so it cannot be closed \
                        when its element of \(Quoting.quote(held(share))) is removed; make it 'optional: true' \
                        (or a oneOf: or stack: case), or share a field
                        """,
                        at: share.sourceLocation)
                }
            }
            checkHeldOnce(module)
        }
    }

    /// A child holds a value once: sharing an array and one of its elements
    /// (or a field twice), the child's write to one would be undone by the
    /// other's stale copy when both are written back after its action.
    private func checkHeldOnce(_ module: Module) {
        for (index, share) in module.shares.enumerated() {
            let overlapping = module.shares[..<index].first { earlier in
                earlier.caseName == share.caseName && earlier.module == share.module
                    && earlier.source.field == share.source.field
                    && (!Self.isElement(earlier.source) || !Self.isElement(share.source))
            }
            guard let earlier = overlapping else { continue }
            let holder = Quoting.quote(held(share))
            let fix =
                Self.isElement(earlier.source) || Self.isElement(share.source)
                ? "share only the element, and let the parent change \(holder) (an output it hears)"
                : "share it once"
            log.error(
                """
                module \(Quoting.quote(module.name)) shares \(Quoting.quote(source(earlier))) as \
                \(quotedField(earlier)) and \(Quoting.quote(source(share))) as \(quotedField(share)): a write \
                to one would be undone by the other; \(fix)
                """,
                at: share.location)
        }
    }

    /// `list.items[id]`, `settings`: the share's value, as the schema writes it.
    private func source(_ share: ModuleShare) -> String {
        switch share.source {
        case .field: held(share)
        case .element(_, let key): "\(held(share))[\(key)]"
        }
    }

    private static func isElement(_ source: ModuleShare.Source) -> Bool {
        if case .element = source { true } else { false }
    }

    /// `detail.item`, quoted.
    private func quotedField(_ share: ModuleShare) -> String {
        Quoting.quote(share.caseName.map { "\($0).\(share.field)" } ?? share.field)
    }

    /// `items`, `list.items`: the field holding the value.
    private func held(_ share: ModuleShare) -> String {
        share.module.map { "\($0).\(share.source.field)" } ?? share.source.field
    }

    private func unknownField(
        _ share: ModuleShare, of module: Module, in draft: SchemaDraft, isModule: Bool, isDerived: Bool
    ) {
        let name = share.source.field
        let what = isModule ? ", but a module" : isDerived ? ", but a derived value (read-only)" : ""
        let suggestion =
            what.isEmpty ? Suggestion.clause(for: name, in: draft.state.map(\.name)).map { "; \($0)" } ?? "" : ""
        log.error(
            """
            module \(Quoting.quote(module.name)) shares \(quotedField(share)) as \(Quoting.quote(name)), which \
            is not a state field of this store\(what)\(suggestion)
            """,
            at: share.sourceLocation)
    }

    private func unknownModule(_ share: ModuleShare, of module: Module, in draft: SchemaDraft) {
        let name = share.module ?? ""
        let isField = draft.state.contains { $0.name == name }
        let suggestion =
            isField ? "" : Suggestion.clause(for: name, in: draft.modules.map(\.module.name)).map { "; \($0)" } ?? ""
        log.error(
            """
            module \(Quoting.quote(module.name)) shares \(quotedField(share)) as \
            \(Quoting.quote(share.sourceDescription)), but \(Quoting.quote(name)) is \
            \(isField ? "a state field" : "not a module") of this store (a value is shared from a field of \
            this store, such as items, or of one of its modules, such as list.items)\(suggestion)
            """,
            at: share.sourceLocation)
    }

    /// The type of a module's field a link reads (`list.items`): the module
    /// is always present (so the value cannot go away while a child shows
    /// it), another than the one sharing, of this target, and the field is
    /// its store's own. `nil` after an error, or when the store's schema is
    /// not known yet or has errors of its own (its schema reports them).
    private func moduleFieldType(_ share: ModuleShare, of module: Module, heldBy holder: Module) -> TypeReference? {
        let value = Quoting.quote(share.sourceDescription)
        let prefix = "module \(Quoting.quote(module.name)) shares \(quotedField(share)) as \(value)"
        guard holder.name != module.name else {
            log.error(
                "\(prefix), a field of the same module; a child's field is shared with another module",
                at: share.sourceLocation)
            return nil
        }
        guard holder.kind == .always, !holder.holdsAlerts else {
            log.error(
                """
                \(prefix), but module \(Quoting.quote(holder.name)) is not always present (it is \
                \(Self.describe(holder.kind))): a value another child shows is held by this store or by a \
                module with store: alone, which cannot go away while the child shows it
                """,
                at: share.sourceLocation)
            return nil
        }
        if let target = holder.importModule {
            log.error(
                """
                \(prefix), but module \(Quoting.quote(holder.name)) embeds store \(Quoting.quote(holder.store)) \
                of target \(Quoting.quote(target)); a value is shared from a module of a store of this \
                target, whose schema says the field's type
                """,
                at: share.sourceLocation)
            return nil
        }
        guard let known = targetTypes.stateFields else { return nil }
        guard let storeFields = known[holder.store] else {
            // Another schema of the target that defines the store has errors (it reports them), or none
            // does (the target check reports that); alone, no schema says the field's type.
            guard known.isEmpty, targetTypes.storesWithErrors.isEmpty else { return nil }
            log.error(
                """
                \(prefix), a field of store \(Quoting.quote(holder.store)), whose schema is not given: \
                check and generate this schema with the target's others (the build plugin and \
                'storegen validate <folder>' do; 'storegen generate' takes --target-schema <path>)
                """,
                at: share.sourceLocation)
            return nil
        }
        guard let field = storeFields.first(where: { $0.name == share.source.field }) else {
            let suggestion =
                Suggestion.clause(for: share.source.field, in: storeFields.map(\.name)).map { "; \($0)" } ?? ""
            log.error(
                """
                \(prefix), but \(Quoting.quote(share.source.field)) is not a state field of store \
                \(Quoting.quote(holder.store))\(suggestion)
                """,
                at: share.sourceLocation)
            return nil
        }
        guard !field.isShared else {
            log.error(
                """
                \(prefix), but store \(Quoting.quote(holder.store)) shares \
                \(Quoting.quote(share.source.field)) with this store (shared: true): share the value of this \
                store it is linked to
                """,
                at: share.sourceLocation)
            return nil
        }
        return field.type
    }

    private static func describe(_ kind: Module.Kind) -> String {
        switch kind {
        case .always: "always present"
        case .optional: "optional: true"
        case .list: "list: true"
        case .oneOf: "a oneOf:"
        case .stack: "a stack:"
        }
    }

    private static func isArray(_ type: TypeReference) -> Bool {
        if case .array = type { return true }
        return false
    }
}
