/// Reads `modules:`: `name: {store | oneOf | stack, optional?, list?, persist?, outputs?, share?, import?, doc?}`.
struct ModulesReader {
    var log: DiagnosticLog

    /// The keys that say which feature(s) a module holds; exactly one is given.
    static let featureKeys = ["store", "oneOf", "stack", "alerts"]

    func read(_ node: SyntaxNode) -> [ModuleDraft] {
        guard let entries = MappingEntries.read(node, as: "'modules'", log: log) else { return [] }
        return entries.map(readModule)
    }

    private func readModule(_ entry: MappingEntry) -> ModuleDraft {
        if let problem = Identifier.problem(with: entry.name, role: "module") {
            log.error(problem, at: entry.key)
        }
        let description = "module \(Quoting.quote(entry.name))"
        // Kept even when broken (with no store), so references to the module
        // by subscriptions are not reported a second time.
        var module = Module(name: entry.name, store: "", location: entry.key.location)
        var caseValues: [FieldDraft] = []
        let broken = ModuleDraft(module: module, key: entry.key, storeNode: entry.value)
        let missing = "\(description) needs a 'store' key naming the embedded store (or 'oneOf' or 'stack')"
        guard !entry.value.isNull else {
            log.error(missing, at: entry.value)
            return broken
        }
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else { return broken }
        let keys = MappingEntries.checkKeys(
            entries, allowed: Self.featureKeys + ["optional", "list", "persist", "outputs", "share", "import", "doc"],
            in: description, log: log)
        let given = entries.filter { Self.featureKeys.contains($0.name) }
        guard let feature = given.first else {
            log.error(missing, at: entry.value)
            return broken
        }
        for extra in given.dropFirst() {
            log.error("\(description) has both '\(feature.name)' and '\(extra.name)'; give one", at: extra.key)
        }
        if feature.name == "alerts" {
            // `alert: {alerts: true}`: one of this store's alerts while present.
            guard let flag = ScalarReaders.bool(feature.value, as: "'alerts' of \(description)", log: log) else {
                return broken
            }
            guard flag else {
                log.error(
                    "'alerts' of \(description) must be true (a module that holds no alert names a store)",
                    at: feature.value)
                return broken
            }
            if let list = keys["list"] {
                log.error("\(description) holds alerts, shown one at a time: it cannot be a 'list'", at: list.key)
            }
            _ = kind(keys, of: description)
            module.kind = .optional
            module.holdsAlerts = true
        } else if feature.name == "store" {
            guard let store = storeName(feature.value, as: "'store'") else { return broken }
            module.store = store
            module.kind = kind(keys, of: description)
        } else {
            for key in ["optional", "list"] {
                if let entry = keys[key] {
                    let holds = feature.name == "oneOf" ? "is absent or one of its cases" : "holds a list of screens"
                    log.error(
                        "'\(key)' applies to a module with 'store'; a '\(feature.name)' module \(holds) already",
                        at: entry.key)
                }
            }
            let (cases, values) = readCases(feature.value, key: feature.name, of: description)
            module.kind = feature.name == "oneOf" ? .oneOf(cases) : .stack(cases)
            caseValues = values
        }
        if let persist = keys["persist"] {
            module.persistLocation = persist.key.location
            module.persist = readPersist(persist.value, of: description) ?? Module.savedByDefault(module.kind)
        } else {
            module.persist = Module.savedByDefault(module.kind)
        }
        if let importEntry = keys["import"], let name = ScalarReaders.name(importEntry.value, as: "'import'", log: log)
        {
            if let problem = Identifier.problem(with: name, role: "import module", isMember: false) {
                log.error(problem, at: importEntry.value)
            } else {
                module.importModule = name
            }
        }
        module.doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
        for key in ["outputs", "share"] where module.holdsAlerts {
            if let entry = keys[key] {
                log.error(
                    "'\(key)' does not apply to \(description), which holds alerts: a button's action comes to this "
                        + "store by itself",
                    at: entry.key)
            }
        }
        if let outputs = keys["outputs"], !module.holdsAlerts {
            module.outputs = readOutputs(
                outputs.value, cases: module.cases, isOneOf: !module.cases.isEmpty || feature.name != "store",
                of: description)
        }
        if let share = keys["share"], !module.holdsAlerts {
            module.shares = readShares(
                share.value, cases: module.cases, isOneOf: feature.name != "store", of: description)
        }
        return ModuleDraft(module: module, key: entry.key, storeNode: feature.value, caseValues: caseValues)
    }

    /// `{item: items[id], settings: settings}`, or `{detail.item: items[id]}`
    /// naming a case of a one-of or stack module: each child field and the
    /// value of this store it is (checked against the state by
    /// `SharedValueSources`, against the child by `ChildStoreCheck`).
    private func readShares(_ node: SyntaxNode, cases: [ModuleCase], isOneOf: Bool, of description: String)
        -> [ModuleShare]
    {
        guard let entries = MappingEntries.read(node, as: "'share' of \(description)", log: log) else { return [] }
        if entries.isEmpty {
            log.error("'share' of \(description) needs at least one field, such as {item: items[id]}", at: node)
        }
        return entries.compactMap { entry in
            guard let (caseName, field) = shareKey(entry, cases: cases, isOneOf: isOneOf, of: description),
                let (module, source) = shareSource(entry.value, of: entry.name)
            else { return nil }
            return ModuleShare(
                caseName: caseName, field: field, source: source, module: module, location: entry.key.location,
                sourceLocation: entry.value.location)
        }
    }

    /// `item`, or `detail.item` for a one-of or stack module.
    private func shareKey(_ entry: MappingEntry, cases: [ModuleCase], isOneOf: Bool, of description: String) -> (
        String?, String
    )? {
        let parts = entry.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard isOneOf else {
            if let problem = Identifier.problem(with: entry.name, role: "shared field") {
                log.error(problem, at: entry.key)
                return nil
            }
            return (nil, entry.name)
        }
        guard parts.count == 2 else {
            log.error(
                """
                shared field \(Quoting.quote(entry.name)) of \(description) must name a case and a field of \
                its store, such as \(cases.first?.name ?? "detail").item
                """, at: entry.key)
            return nil
        }
        guard cases.contains(where: { $0.name == parts[0] }) else {
            let suggestion = Suggestion.clause(for: parts[0], in: cases.map(\.name)).map { "; \($0)" } ?? ""
            log.error(
                """
                shared field \(Quoting.quote(entry.name)) of \(description) names no case \
                \(Quoting.quote(parts[0]))\(suggestion)
                """, at: entry.key)
            return nil
        }
        if cases.contains(where: { $0.name == parts[0] && !$0.isFeature }) {
            log.error(
                "shared field \(Quoting.quote(entry.name)) of \(description) names case \(Quoting.quote(parts[0])), "
                    + "which holds a value, not a store with shared fields",
                at: entry.key)
            return nil
        }
        if let problem = Identifier.problem(with: parts[1], role: "shared field") {
            log.error(problem, at: entry.key)
            return nil
        }
        return (parts[0], parts[1])
    }

    /// `settings` (a field of this store) or `items[id]` (the element of an
    /// array field with the same `id`), each possibly of an always-present
    /// module (`list.items`, `list.items[id]`), with that module's name.
    private func shareSource(_ node: SyntaxNode, of field: String) -> (String?, ModuleShare.Source)? {
        let form = """
            a field of this store or of one of its modules (settings, list.items), or an array field and the key \
            its elements are found by (items[id], list.items[id])
            """
        guard let text = ScalarReaders.name(node, as: "the value shared as \(Quoting.quote(field))", log: log) else {
            return nil
        }
        var path = text
        var key: String?
        if let open = text.firstIndex(of: "[") {
            guard text.hasSuffix("]"), open != text.startIndex else {
                log.error(
                    "the value shared as \(Quoting.quote(field)) must be \(form), found \(Quoting.quote(text))",
                    at: node)
                return nil
            }
            path = String(text[..<open])
            key = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2 else {
            log.error(
                """
                the value shared as \(Quoting.quote(field)) must be \(form), found \(Quoting.quote(text)): \
                a module's field is named module.field, one level deep
                """, at: node)
            return nil
        }
        let module = parts.count == 2 ? parts[0] : nil
        let name = parts[parts.count - 1]
        let named =
            (module.map { [($0, "module")] } ?? []) + [(name, "state field")] + (key.map { [($0, "key field")] } ?? [])
        for (part, role) in named {
            if let problem = Identifier.problem(with: part, role: role) {
                log.error("the value shared as \(Quoting.quote(field)) must be \(form): \(problem)", at: node)
                return nil
            }
        }
        return (module, key.map { .element(of: name, key: $0) } ?? .field(name))
    }

    private func storeName(_ node: SyntaxNode, as what: String) -> String? {
        guard let store = ScalarReaders.name(node, as: what, log: log) else { return nil }
        if let problem = Identifier.problem(with: store, role: "store", isMember: false) {
            log.error(problem, at: node)
            return nil
        }
        return store
    }

    /// `optional: true` or `list: true` (not both) for a module with `store`.
    private func kind(_ keys: [String: MappingEntry], of description: String) -> Module.Kind {
        let optional = keys["optional"].flatMap { ScalarReaders.bool($0.value, as: "'optional'", log: log) } ?? false
        let list = keys["list"].flatMap { ScalarReaders.bool($0.value, as: "'list'", log: log) } ?? false
        if optional, list, let listKey = keys["list"] {
            log.error("\(description) is either 'optional' or a 'list', not both", at: listKey.key)
            return .optional
        }
        return optional ? .optional : list ? .list : .always
    }

    /// `persist: true` or `false`. A mapping (the store-level form that
    /// chooses where state is saved) gets its own sentence: a module's state
    /// is saved where its store's is.
    private func readPersist(_ node: SyntaxNode, of description: String) -> Bool? {
        guard node.mapping == nil else {
            log.error(
                """
                'persist' of \(description) must be true or false: a module's state is saved with its \
                store's, where the store's 'persist' says
                """, at: node)
            return nil
        }
        return ScalarReaders.bool(node, as: "'persist' of \(description)", log: log)
    }

    /// `{detail: Detail, timer: Timer, past: {type: Meeting}}`: case names
    /// and their stores, or the type of the value a case holds.
    private func readCases(_ node: SyntaxNode, key: String, of description: String) -> ([ModuleCase], [FieldDraft]) {
        guard let entries = MappingEntries.read(node, as: "'\(key)' of \(description)", log: log) else {
            return ([], [])
        }
        if entries.isEmpty {
            log.error("'\(key)' of \(description) needs at least one case, such as {detail: Detail}", at: node)
        }
        var values: [FieldDraft] = []
        let cases: [ModuleCase] = entries.compactMap { entry in
            if let problem = Identifier.problem(with: entry.name, role: "case") {
                log.error(problem, at: entry.key)
                return nil
            }
            guard entry.value.mapping != nil else {
                guard let store = storeName(entry.value, as: "case \(Quoting.quote(entry.name))") else { return nil }
                return ModuleCase(name: entry.name, store: store, location: entry.key.location)
            }
            let value = "case \(Quoting.quote(entry.name)) of \(description)"
            guard let fields = MappingEntries.read(entry.value, as: value, log: log) else { return nil }
            let keys = MappingEntries.checkKeys(fields, allowed: ["type", "alerts"], in: value, log: log)
            if let alerts = keys["alerts"] {
                return alertCase(entry, alerts, key: key, of: value)
            }
            var field = FieldDraft(
                name: entry.name, key: entry.key, type: nil, typeLocation: entry.value.location, description: value)
            guard let type = keys["type"] else {
                log.error(
                    "\(value) needs a store, or the type of the value it holds, such as {type: Meeting}",
                    at: entry.value)
                return nil
            }
            FieldReader(role: "case", owner: "", allowsPersist: false, log: log).readType(of: &field, from: type.value)
            values.append(field)
            return ModuleCase(
                name: entry.name, store: "", value: ModelAssembly.unresolved, location: entry.key.location)
        }
        return (cases, values)
    }

    /// `alert: {alerts: true}`: a case of a `oneOf:` holding one of the store's alerts.
    private func alertCase(_ entry: MappingEntry, _ alerts: MappingEntry, key: String, of value: String) -> ModuleCase?
    {
        guard let flag = ScalarReaders.bool(alerts.value, as: "'alerts' of \(value)", log: log) else { return nil }
        guard flag else {
            log.error("'alerts' of \(value) must be true (a case that holds no alert names a store)", at: alerts.value)
            return nil
        }
        guard key == "oneOf" else {
            log.error(
                "\(value) holds alerts, which are presented over a screen, not pushed: hold them in a 'oneOf'",
                at: alerts.key)
            return nil
        }
        return ModuleCase(name: entry.name, store: "", holdsAlerts: true, location: entry.key.location)
    }

    /// `[save, cancel]`, or `[edit.save]` naming a case of a one-of or stack module.
    private func readOutputs(_ node: SyntaxNode, cases: [ModuleCase], isOneOf: Bool, of description: String)
        -> [ModuleOutput]
    {
        let each = isOneOf ? "a case and an action, such as edit.save" : "an action name of the child store"
        return NameList.read(node, key: "outputs", each: each, log: log).compactMap { name, item in
            let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if !isOneOf {
                if let problem = Identifier.problem(with: name, role: "output action") {
                    log.error(problem, at: item)
                    return nil
                }
                return ModuleOutput(action: name, location: item.location)
            }
            guard parts.count == 2 else {
                log.error(
                    """
                    output \(Quoting.quote(name)) of \(description) must name a case and an action, such as \
                    \(cases.first?.name ?? "edit").save
                    """, at: item)
                return nil
            }
            guard cases.contains(where: { $0.name == parts[0] }) else {
                let suggestion = Suggestion.clause(for: parts[0], in: cases.map(\.name)).map { "; \($0)" } ?? ""
                log.error(
                    """
                    output \(Quoting.quote(name)) of \(description) names no case \
                    \(Quoting.quote(parts[0]))\(suggestion)
                    """, at: item)
                return nil
            }
            if cases.contains(where: { $0.name == parts[0] && $0.value != nil }) {
                log.error(
                    "output \(Quoting.quote(name)) of \(description) names case \(Quoting.quote(parts[0])), "
                        + "which holds a value and has no actions",
                    at: item)
                return nil
            }
            if cases.contains(where: { $0.name == parts[0] && $0.holdsAlerts }) {
                log.error(
                    "output \(Quoting.quote(name)) of \(description) names case \(Quoting.quote(parts[0])), "
                        + "which holds alerts: a button's action comes to this store by itself",
                    at: item)
                return nil
            }
            if let problem = Identifier.problem(with: parts[1], role: "output action") {
                log.error(problem, at: item)
                return nil
            }
            return ModuleOutput(caseName: parts[0], action: parts[1], location: item.location)
        }
    }
}
