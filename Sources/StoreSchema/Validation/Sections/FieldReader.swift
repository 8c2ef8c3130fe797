/// Reads one field, parameter or payload value: either a bare type
/// (`name: String`) or the long form `{type, default, doc}` (plus `persist`
/// and `shared` for state fields).
///
/// A field whose type cannot be read is still returned (without a type), so
/// later checks that look fields up by name do not report it a second time.
struct FieldReader {
    /// "state field", "field", "parameter", "payload value".
    var role: String
    /// " of 'Project'", " of action 'add'"; empty for state fields.
    var owner: String
    var allowsPersist: Bool
    var log: DiagnosticLog

    func read(_ entry: MappingEntry) -> FieldDraft {
        if let problem = Identifier.problem(with: entry.name, role: role) {
            log.error(problem, at: entry.key)
        }
        let description = "\(role) \(Quoting.quote(entry.name))\(owner)"
        var field = FieldDraft(
            name: entry.name, key: entry.key, type: nil, typeLocation: entry.value.location, description: description)
        let value = entry.value
        if value.isNull {
            log.error("\(description) needs a type", at: value)
            return field
        }
        if value.scalar != nil || value.sequence != nil {
            readType(of: &field, from: value)
            return field
        }
        guard let entries = MappingEntries.read(value, as: description, log: log) else { return field }
        let allowed = allowsPersist ? ["type", "default", "doc", "persist", "shared"] : ["type", "default", "doc"]
        let keys = MappingEntries.checkKeys(entries, allowed: allowed, in: description, log: log)
        if let typeEntry = keys["type"] {
            readType(of: &field, from: typeEntry.value)
        } else {
            log.error("\(description) needs a 'type' key", at: value)
        }
        field.defaultNode = keys["default"]?.value
        if let doc = keys["doc"] {
            field.doc = ScalarReaders.text(doc.value, as: "'doc'", log: log)
        }
        if let persist = keys["persist"] {
            field.persistNode = persist.key
            field.persist = ScalarReaders.bool(persist.value, as: "'persist'", log: log) ?? true
        }
        if let shared = keys["shared"] {
            field.shared = ScalarReaders.bool(shared.value, as: "'shared'", log: log) ?? false
        }
        return field
    }

    /// Reads `typeNode` as the type of `field` (a derived value's reader
    /// calls it too, having read the rest of its entry itself).
    func readType(of field: inout FieldDraft, from typeNode: SyntaxNode) {
        if typeNode.sequence != nil || typeNode.mapping != nil, typeNode.location.line == field.key.location.line {
            let kind = typeNode.sequence != nil ? "list" : "mapping"
            log.error(
                """
                the type of \(field.description) was read as a YAML \(kind); quote array, dictionary and \
                set types, as in \"[Int]\"
                """, at: typeNode)
            return
        }
        guard let scalar = typeNode.scalar, case .string(let text) = scalar.resolved else {
            log.error(
                "the type of \(field.description) must be a type such as 'Int', found \(typeNode.kindDescription)",
                at: typeNode)
            return
        }
        var start = typeNode.location
        start.column += scalar.contentOffset
        field.typeLocation = start
        var parser = TypeExpressionParser(text, at: start)
        do {
            field.type = try parser.parse()
        } catch {
            log.error(error.message, at: error.location)
        }
    }
}
