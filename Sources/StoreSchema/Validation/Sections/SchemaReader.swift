/// Reads the top level of a schema and hands each section to its reader.
struct SchemaReader {
    static let topLevelKeys = [
        "store", "doc", "access", "version", "persist", "codable", "key", "migrations", "imports",
        "external", "dependencies", "types", "state", "actions", "modules", "derived", "subscriptions",
        "alerts",
    ]

    var log: DiagnosticLog

    /// `persist: true` (a JSON file), `false`, or `{to: json | sqlite}`.
    private func readPersist(_ node: SyntaxNode, into draft: inout SchemaDraft) {
        guard node.mapping != nil else {
            draft.persist = ScalarReaders.bool(node, as: "'persist'", log: log) ?? false
            return
        }
        let entries = MappingEntries.read(node, as: "'persist'", log: log) ?? []
        let keys = MappingEntries.checkKeys(entries, allowed: ["to"], in: "'persist'", log: log)
        guard let to = keys["to"] else {
            log.error("'persist' as a mapping needs 'to', where the state is kept: json or sqlite", at: node)
            return
        }
        guard let text = to.value.scalar?.text, let storage = StateStorageKind(rawValue: text) else {
            let kinds = StateStorageKind.allCases.map(\.rawValue).joined(separator: " or ")
            log.error("'to' in 'persist' must be \(kinds), found \(ScalarReaders.describe(to.value))", at: to.value)
            return
        }
        draft.persist = true
        draft.storage = storage
    }

    func read(_ root: SyntaxNode) -> SchemaDraft {
        var draft = SchemaDraft()
        guard root.mapping != nil else {
            log.error("a schema must be a mapping with at least a 'store' key, found \(root.kindDescription)", at: root)
            return draft
        }
        let entries = MappingEntries.read(root, as: "the schema", log: log) ?? []
        let keys = MappingEntries.checkKeys(entries, allowed: Self.topLevelKeys, in: "the schema", log: log)
        draft.keyLocations = keys.mapValues(\.key.location)

        if let store = keys["store"] {
            draft.storeNode = store.value
            if let name = ScalarReaders.name(store.value, as: "'store'", log: log) {
                if let problem = Identifier.problem(with: name, role: "store", isMember: false) {
                    log.error(problem, at: store.value)
                } else {
                    draft.storeName = name
                }
            }
        } else {
            log.error("the schema needs a 'store' key naming the store", at: root)
        }
        draft.doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
        if let access = keys["access"] {
            if let text = access.value.scalar?.text, let level = AccessLevel(rawValue: text) {
                draft.access = level
            } else {
                log.error(
                    "'access' must be public, package or internal, found \(ScalarReaders.describe(access.value))",
                    at: access.value)
            }
        }
        if let version = keys["version"] {
            draft.version = ScalarReaders.positiveInteger(version.value, as: "'version'", log: log) ?? 1
        }
        if let persist = keys["persist"] {
            draft.persistNode = persist.value
            readPersist(persist.value, into: &draft)
        }
        if let codable = keys["codable"] {
            draft.codable = ScalarReaders.bool(codable.value, as: "'codable'", log: log) ?? false
            if draft.codable, draft.persist {
                log.warning(
                    "'codable: true' says nothing more in a store that persists: its state is Codable already",
                    at: codable.key)
            }
        }
        if let key = keys["key"], let name = ScalarReaders.name(key.value, as: "'key'", log: log) {
            draft.key = (name, key.value)
        }
        if let migrations = keys["migrations"] {
            draft.migrations = MigrationsReader(log: log).read(
                migrations, version: draft.version, persist: draft.persist)
        }
        if let imports = keys["imports"] {
            draft.imports = readImports(imports.value)
        }
        if let external = keys["external"], !external.value.isNull {
            draft.externals = ExternalTypesReader(log: log).read(external.value)
        }
        if let dependencies = keys["dependencies"], !dependencies.value.isNull {
            draft.dependencies = DependenciesReader(log: log).read(dependencies.value)
        }
        if let types = keys["types"], !types.value.isNull {
            draft.types = TypesReader(log: log).read(types.value)
        }
        if let state = keys["state"], !state.value.isNull,
            let entries = MappingEntries.read(state.value, as: "'state'", log: log)
        {
            let reader = FieldReader(role: "state field", owner: "", allowsPersist: true, log: log)
            draft.state = entries.map(reader.read)
        }
        draft.actionsNode = keys["actions"]?.value
        if let actions = keys["actions"], !actions.value.isNull {
            draft.actions = ActionsReader(log: log).read(actions.value)
        }
        if let modules = keys["modules"], !modules.value.isNull {
            draft.modules = ModulesReader(log: log).read(modules.value)
        }
        if let alerts = keys["alerts"], !alerts.value.isNull {
            draft.alerts = AlertsReader(log: log).read(alerts.value)
        }
        if let derived = keys["derived"], !derived.value.isNull {
            draft.derived = DerivedReader(log: log).read(derived.value)
        }
        if let subscriptions = keys["subscriptions"], !subscriptions.value.isNull {
            draft.subscriptions = SubscriptionsReader(log: log).read(subscriptions.value)
        }
        return draft
    }

    private func readImports(_ node: SyntaxNode) -> [String] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            log.error("'imports' must be a list of module names, found \(node.kindDescription)", at: node)
            return []
        }
        var imports: [String] = []
        var seen: Set<String> = []
        for item in items {
            guard let name = ScalarReaders.name(item, as: "each entry of 'imports'", log: log) else { continue }
            if let problem = Identifier.problem(with: name, role: "import module", isMember: false) {
                log.error(problem, at: item)
            } else if !seen.insert(name).inserted {
                log.warning("module \(Quoting.quote(name)) is imported more than once", at: item)
            } else {
                imports.append(name)
            }
        }
        return imports
    }
}
