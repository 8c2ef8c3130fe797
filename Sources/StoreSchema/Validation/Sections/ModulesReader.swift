/// Reads `modules:`: `name: {store, import?, doc?}`.
struct ModulesReader {
    var log: DiagnosticLog

    func read(_ node: SyntaxNode) -> [ModuleDraft] {
        guard let entries = MappingEntries.read(node, as: "'modules'", log: log) else { return [] }
        return entries.compactMap(readModule)
    }

    private func readModule(_ entry: MappingEntry) -> ModuleDraft? {
        if let problem = Identifier.problem(with: entry.name, role: "module") {
            log.error(problem, at: entry.key)
        }
        let description = "module \(Quoting.quote(entry.name))"
        guard !entry.value.isNull else {
            log.error("\(description) needs a 'store' key naming the embedded store", at: entry.value)
            return nil
        }
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else { return nil }
        let keys = MappingEntries.checkKeys(entries, allowed: ["store", "import", "doc"], in: description, log: log)
        guard let storeEntry = keys["store"] else {
            log.error("\(description) needs a 'store' key naming the embedded store", at: entry.value)
            return nil
        }
        guard let store = ScalarReaders.name(storeEntry.value, as: "'store'", log: log) else { return nil }
        if let problem = Identifier.problem(with: store, role: "store", isMember: false) {
            log.error(problem, at: storeEntry.value)
            return nil
        }
        var module = Module(name: entry.name, store: store, location: entry.key.location)
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
