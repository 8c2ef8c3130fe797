/// One entry of a mapping whose keys are names: `name: value`.
struct MappingEntry {
    var name: String
    var key: SyntaxNode
    var value: SyntaxNode
}

/// Reads mappings whose keys are names and checks them against the keys a
/// section allows, so every misspelling is reported with a suggestion.
enum MappingEntries {
    /// The entries of `node`, or `nil` (after a diagnostic) when it is not a
    /// mapping. `what` names the node in the sentence: "'types'".
    static func read(_ node: SyntaxNode, as what: String, log: DiagnosticLog) -> [MappingEntry]? {
        guard let pairs = node.mapping else {
            log.error("\(what) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        var entries: [MappingEntry] = []
        for pair in pairs {
            guard let scalar = pair.key.scalar else {
                log.error("keys must be names, found \(pair.key.kindDescription)", at: pair.key)
                continue
            }
            if scalar.isPlain, scalar.text == "<<" {
                log.error("YAML merge keys ('<<') are not supported; write the keys out", at: pair.key)
                continue
            }
            entries.append(MappingEntry(name: scalar.text, key: pair.key, value: pair.value))
        }
        return entries
    }

    /// Reports every key of `entries` that is not in `allowed` (in the order
    /// the section documents them) and returns the known ones by name.
    @discardableResult
    static func checkKeys(
        _ entries: [MappingEntry], allowed: [String], in context: String, log: DiagnosticLog
    ) -> [String: MappingEntry] {
        var known: [String: MappingEntry] = [:]
        for entry in entries {
            if allowed.contains(entry.name) {
                known[entry.name] = entry
                continue
            }
            let key = Quoting.quote(entry.name)
            if entry.value.isNull, entry.name.contains(" ") {
                log.error(
                    """
                    unknown key \(key) in \(context); if this is text after a comma, quote the whole text, \
                    because commas separate entries inside { }
                    """, at: entry.key)
            } else if let suggestion = Suggestion.clause(for: entry.name, in: allowed) {
                log.error("unknown key \(key) in \(context); \(suggestion)", at: entry.key)
            } else {
                let list = allowed.joined(separator: ", ")
                log.error("unknown key \(key) in \(context); expected one of: \(list)", at: entry.key)
            }
        }
        return known
    }
}
