/// Reads `derived:`: `name: {type, from: [members], doc?}`, where a single
/// input may stand for a one-element list.
///
/// A derived value is computed, so it has no `default`; and it is never
/// persisted (it is recomputed from its inputs when state is loaded), so it
/// has no `persist`: both get an error that says so rather than "unknown key".
struct DerivedReader {
    static let role = "derived value"

    var log: DiagnosticLog

    func read(_ node: SyntaxNode) -> [DerivedDraft] {
        guard let entries = MappingEntries.read(node, as: "'derived'", log: log) else { return [] }
        return entries.map(readDerived)
    }

    private func readDerived(_ entry: MappingEntry) -> DerivedDraft {
        let description = "\(Self.role) \(Quoting.quote(entry.name))"
        let typeReader = FieldReader(role: Self.role, owner: "", allowsPersist: false, log: log)
        // Kept even when broken (without a type), so subscriptions and other
        // derived values that read it are not reported a second time.
        var draft = DerivedDraft(
            name: entry.name, key: entry.key,
            field: FieldDraft(
                name: entry.name, key: entry.key, type: nil, typeLocation: entry.value.location,
                description: description),
            inputs: [])
        if let problem = Identifier.problem(with: entry.name, role: Self.role) { log.error(problem, at: entry.key) }
        guard !entry.value.isNull else {
            log.error("\(description) needs 'type' and 'from' (the state fields it is computed from)", at: entry.value)
            return draft
        }
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else { return draft }
        var known: [MappingEntry] = []
        for key in entries {
            switch key.name {
            case "persist":
                log.error(
                    """
                    \(description) is never persisted: it is recomputed from its inputs when state is \
                    loaded; remove 'persist'
                    """, at: key.key)
            case "default":
                log.error(
                    "\(description) has no default: it is computed from its inputs; remove 'default'", at: key.key)
            default:
                known.append(key)
            }
        }
        let keys = MappingEntries.checkKeys(known, allowed: ["type", "from", "doc"], in: description, log: log)
        if let type = keys["type"], type.value.mapping == nil {
            draft.field.typeLocation = type.value.location
            typeReader.readType(of: &draft.field, from: type.value)
        } else if let type = keys["type"] {
            log.error("the type of \(description) must be a type such as 'Int', found a mapping", at: type.value)
        } else {
            log.error("\(description) needs a 'type' key", at: entry.value)
        }
        draft.field.doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
        guard let from = keys["from"] else {
            log.error("\(description) needs 'from': the state fields it is computed from", at: entry.value)
            return draft
        }
        draft.inputs = readInputs(from.value, of: description)
        return draft
    }

    private func readInputs(_ node: SyntaxNode, of description: String) -> [(name: String, node: SyntaxNode)] {
        if node.isNull || node.sequence?.isEmpty == true {
            log.error("\(description) reads nothing: 'from' must list the state fields it is computed from", at: node)
            return []
        }
        return NameList.read(node, key: "from", each: "a state field name", log: log)
    }
}
