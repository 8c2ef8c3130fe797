/// Reads `modules:`: `name: {store, import?, doc?}`.
struct ModulesReader {
    var log: DiagnosticLog

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
        let broken = ModuleDraft(module: module, key: entry.key, storeNode: entry.value)
        guard !entry.value.isNull else {
            log.error("\(description) needs a 'store' key naming the embedded store", at: entry.value)
            return broken
        }
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else { return broken }
        let keys = MappingEntries.checkKeys(entries, allowed: ["store", "import", "doc"], in: description, log: log)
        guard let storeEntry = keys["store"] else {
            log.error("\(description) needs a 'store' key naming the embedded store", at: entry.value)
            return broken
        }
        guard let store = ScalarReaders.name(storeEntry.value, as: "'store'", log: log) else { return broken }
        if let problem = Identifier.problem(with: store, role: "store", isMember: false) {
            log.error(problem, at: storeEntry.value)
            return broken
        }
        module.store = store
        if let importEntry = keys["import"], let name = ScalarReaders.name(importEntry.value, as: "'import'", log: log) {
            if let problem = Identifier.problem(with: name, role: "import module", isMember: false) {
                log.error(problem, at: importEntry.value)
            } else {
                module.importModule = name
            }
        }
        module.doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
        return ModuleDraft(module: module, key: entry.key, storeNode: storeEntry.value)
    }
}
