/// Reads one field, parameter or payload value: either a bare type
/// (`name: String`) or the long form `{type, default, doc}` (plus `persist`
/// for state fields).
struct FieldReader {
    /// "state field", "field", "parameter", "payload value".
    var role: String
    /// " of 'Project'", " of action 'add'"; empty for state fields.
    var owner: String
    var allowsPersist: Bool
    var log: DiagnosticLog

    func read(_ entry: MappingEntry) -> FieldDraft? {
        if let problem = Identifier.problem(with: entry.name, role: role) {
            log.error(problem, at: entry.key)
        }
        let description = "\(role) \(Quoting.quote(entry.name))\(owner)"
        let value = entry.value
        if value.isNull {
            log.error("\(description) needs a type", at: value)
            return nil
        }
        if value.scalar != nil {
            return draft(entry, description: description, typeNode: value)
        }
        guard let entries = MappingEntries.read(value, as: description, log: log) else { return nil }
        let allowed = allowsPersist ? ["type", "default", "doc", "persist"] : ["type", "default", "doc"]
        let keys = MappingEntries.checkKeys(entries, allowed: allowed, in: description, log: log)
        guard let typeEntry = keys["type"] else {
            log.error("\(description) needs a 'type' key", at: value)
            return nil
        }
        var field = draft(entry, description: description, typeNode: typeEntry.value)
        field?.defaultNode = keys["default"]?.value
        if let doc = keys["doc"] {
            field?.doc = ScalarReaders.text(doc.value, as: "'doc'", log: log)
        }
        if let persist = keys["persist"] {
            field?.persistNode = persist.key
            field?.persist = ScalarReaders.bool(persist.value, as: "'persist'", log: log) ?? true
        }
        return field
    }

    private func draft(_ entry: MappingEntry, description: String, typeNode: SyntaxNode) -> FieldDraft? {
        if typeNode.sequence != nil || typeNode.mapping != nil, typeNode.location.line == entry.key.location.line {
            log.error("the type of \(description) was read as a YAML \(typeNode.sequence != nil ? "list" : "mapping"); quote array, dictionary and set types, as in \"[Int]\"", at: typeNode)
            return nil
        }
        guard let scalar = typeNode.scalar, case .string(let text) = scalar.resolved else {
            log.error("the type of \(description) must be a type such as 'Int', found \(typeNode.kindDescription)", at: typeNode)
            return nil
        }
        var start = typeNode.location
        start.column += scalar.contentOffset
        var parser = TypeExpressionParser(text, at: start)
        var type: TypeExpression?
        do {
            type = try parser.parse()
        } catch {
            log.error(error.message, at: error.location)
        }
        return FieldDraft(name: entry.name, key: entry.key, type: type, typeLocation: start, description: description)
    }
}
