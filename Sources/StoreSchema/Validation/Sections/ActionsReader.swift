/// Reads `actions:`. A mapping is shorthand for the parameters unless it has
/// a `params`, `doc`, `effects` or `uses` key, which makes it the long form
/// `{params, doc, effects, uses}`; so a parameter of one of those names needs
/// the long form.
struct ActionsReader {
    var log: DiagnosticLog

    /// The keys of the long form, in the order messages list them.
    private static let longFormKeys = ["params", "doc", "effects", "uses"]

    private static func isBoolean(_ node: SyntaxNode) -> Bool {
        if let scalar = node.scalar, case .bool = scalar.resolved { return true }
        return false
    }

    func read(_ node: SyntaxNode) -> [ActionDraft] {
        guard let entries = MappingEntries.read(node, as: "'actions'", log: log) else { return [] }
        return entries.compactMap(readAction)
    }

    private func readAction(_ entry: MappingEntry) -> ActionDraft? {
        if let problem = Identifier.problem(with: entry.name, role: "action") {
            log.error(problem, at: entry.key)
        }
        let description = "action \(Quoting.quote(entry.name))"
        var action = ActionDraft(name: entry.name, key: entry.key, doc: nil, params: [])
        if entry.value.isNull { return action }
        guard let pairs = entry.value.mapping else {
            log.error(
                """
                \(description) must be empty, a mapping of parameters or {params, doc, effects, uses}, \
                found \(entry.value.kindDescription)
                """,
                at: entry.value)
            return action
        }
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else { return action }
        let isLongForm = pairs.contains { pair in pair.key.scalar.map { Self.longFormKeys.contains($0.text) } ?? false }
        if let effects = entries.first(where: { $0.name == "effects" }), !Self.isBoolean(effects.value),
            !entries.contains(where: { ["params", "doc", "uses"].contains($0.name) })
        {
            // Most likely the shorthand with a parameter named `effects`,
            // which that key alone turned into the long form.
            log.error(
                """
                'effects' must be true or false, found \(ScalarReaders.describe(effects.value)); a \
                parameter named 'effects' needs the long form: {params: {effects: …}}
                """,
                at: effects.value)
            return action
        }
        var paramEntries = entries
        if isLongForm {
            let keys = MappingEntries.checkKeys(
                entries, allowed: Self.longFormKeys, in: "the long form of \(description)", log: log)
            action.doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
            action.startsEffects =
                keys["effects"].flatMap { ScalarReaders.bool($0.value, as: "'effects'", log: log) } ?? false
            if let uses = keys["uses"], !uses.value.isNull {
                action.uses = NameList.read(uses.value, key: "uses", each: "a dependency name", log: log)
            }
            paramEntries = []
            if let params = keys["params"], !params.value.isNull {
                paramEntries = MappingEntries.read(params.value, as: "'params'", log: log) ?? []
            }
        }
        let reader = FieldReader(role: "parameter", owner: " of \(description)", allowsPersist: false, log: log)
        action.params = paramEntries.map(reader.read)
        return action
    }
}
