/// Reads `dependencies:`: the app's own dependencies handlers may use, each
/// `name: Type` or `name: {type: Type, doc: …}`.
struct DependenciesReader {
    var log: DiagnosticLog

    func read(_ node: SyntaxNode) -> [(dependency: Dependency, key: SyntaxNode)] {
        guard let entries = MappingEntries.read(node, as: "'dependencies'", log: log) else { return [] }
        return entries.compactMap { entry in
            let quoted = Quoting.quote(entry.name)
            if let problem = Identifier.problem(with: entry.name, role: "dependency") {
                log.error(problem, at: entry.key)
                return nil
            }
            if Dependency.builtIn.contains(where: { $0.name == entry.name }) {
                log.error("dependency \(quoted) is one every store has; give the app's own another name", at: entry.key)
                return nil
            }
            var typeNode = entry.value
            var doc: String?
            if entry.value.mapping != nil {
                let description = "dependency \(quoted)"
                let entries = MappingEntries.read(entry.value, as: description, log: log) ?? []
                let keys = MappingEntries.checkKeys(entries, allowed: ["type", "doc"], in: description, log: log)
                doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
                guard let type = keys["type"] else {
                    log.error(
                        "\(description) needs a 'type': the app's type conforming to StoreDependency", at: entry.value)
                    return nil
                }
                typeNode = type.value
            }
            guard let typeName = ScalarReaders.name(typeNode, as: "the type of dependency \(quoted)", log: log) else {
                return nil
            }
            if let problem = Identifier.problem(with: typeName, role: "dependency type", isMember: false) {
                log.error(problem, at: typeNode)
                return nil
            }
            return (Dependency(name: entry.name, typeName: typeName, doc: doc, location: entry.key.location), entry.key)
        }
    }
}
