/// Reads `external:`: the app's own types, `Name: {}` or `Name: {doc?, hashable?}`.
struct ExternalTypesReader {
    var log: DiagnosticLog

    func read(_ node: SyntaxNode) -> [(type: ExternalType, key: SyntaxNode)] {
        guard let entries = MappingEntries.read(node, as: "'external'", log: log) else { return [] }
        return entries.compactMap { entry in
            TypeNameRules.check(entry.name, role: "external type", at: entry.key, log: log)
            var type = ExternalType(name: entry.name, location: entry.key.location)
            if entry.value.isNull { return (type, entry.key) }
            let description = "external type \(Quoting.quote(entry.name))"
            guard entry.value.mapping != nil else {
                log.error(
                    """
                    \(description) must be {} or a mapping with 'doc' and 'hashable', found \
                    \(entry.value.kindDescription)
                    """, at: entry.value)
                return (type, entry.key)
            }
            let entries = MappingEntries.read(entry.value, as: description, log: log) ?? []
            let keys = MappingEntries.checkKeys(entries, allowed: ["doc", "hashable"], in: description, log: log)
            type.doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
            if let hashable = keys["hashable"] {
                type.isHashable = ScalarReaders.bool(hashable.value, as: "'hashable'", log: log) ?? false
            }
            return (type, entry.key)
        }
    }
}
