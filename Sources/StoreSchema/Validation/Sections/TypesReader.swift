/// Reads `types:`: structs (`fields:`) and enums (`enum:`, a list of case
/// names or a mapping of cases to payloads).
struct TypesReader {
    var log: DiagnosticLog

    func read(_ node: SyntaxNode) -> [TypeDraft] {
        guard let entries = MappingEntries.read(node, as: "'types'", log: log) else { return [] }
        return entries.compactMap(readType)
    }

    private func readType(_ entry: MappingEntry) -> TypeDraft? {
        TypeNameRules.check(entry.name, role: "type", at: entry.key, log: log)
        let description = "type \(Quoting.quote(entry.name))"
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else {
            return TypeDraft(name: entry.name, key: entry.key, doc: nil, kind: .structure([]))
        }
        let keys = MappingEntries.checkKeys(entries, allowed: ["fields", "enum", "doc"], in: description, log: log)
        let doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
        switch (keys["fields"], keys["enum"]) {
        case (nil, nil):
            log.error("\(description) needs 'fields' (a struct) or 'enum' (an enum)", at: entry.value)
            return TypeDraft(name: entry.name, key: entry.key, doc: doc, kind: .structure([]))
        case (.some, .some(let enumEntry)):
            log.error("\(description) cannot have both 'fields' and 'enum'", at: enumEntry.key)
            return TypeDraft(name: entry.name, key: entry.key, doc: doc, kind: .structure([]))
        case (.some(let fields), nil):
            let reader = FieldReader(
                role: "field", owner: " of \(Quoting.quote(entry.name))", allowsPersist: false, log: log)
            var drafts: [FieldDraft] = []
            if !fields.value.isNull, let fieldEntries = MappingEntries.read(fields.value, as: "'fields'", log: log) {
                drafts = fieldEntries.map(reader.read)
            }
            return TypeDraft(name: entry.name, key: entry.key, doc: doc, kind: .structure(drafts))
        case (nil, .some(let enumEntry)):
            let cases = readCases(enumEntry.value, of: entry.name)
            if cases.isEmpty,
                enumEntry.value.sequence != nil || enumEntry.value.mapping != nil || enumEntry.value.isNull
            {
                log.error("enum \(Quoting.quote(entry.name)) needs at least one case", at: enumEntry.value)
            }
            return TypeDraft(name: entry.name, key: entry.key, doc: doc, kind: .enumeration(cases))
        }
    }

    private func readCases(_ node: SyntaxNode, of typeName: String) -> [CaseDraft] {
        if node.isNull { return [] }
        if let items = node.sequence {
            var cases: [CaseDraft] = []
            var seen: [String: String] = [:]
            for item in items {
                guard let scalar = item.scalar, !item.isNull else {
                    log.error(
                        """
                        an enum case in a list must be a name, found \(item.kindDescription); write cases \
                        with payloads as a mapping
                        """, at: item)
                    continue
                }
                guard checkCaseName(scalar.text, at: item, seen: &seen, of: typeName) else { continue }
                cases.append(CaseDraft(name: scalar.text, key: item, payload: []))
            }
            return cases
        }
        guard let entries = MappingEntries.read(node, as: "'enum'", log: log) else { return [] }
        var cases: [CaseDraft] = []
        var seen: [String: String] = [:]
        for entry in entries {
            guard checkCaseName(entry.name, at: entry.key, seen: &seen, of: typeName) else { continue }
            let reader = FieldReader(
                role: "payload value", owner: " of case \(Quoting.quote(entry.name))", allowsPersist: false, log: log)
            var payload: [FieldDraft] = []
            if !entry.value.isNull {
                guard
                    let payloadEntries = MappingEntries.read(
                        entry.value, as: "the payload of case \(Quoting.quote(entry.name))", log: log)
                else { continue }
                payload = payloadEntries.map(reader.read)
            }
            cases.append(CaseDraft(name: entry.name, key: entry.key, payload: payload))
        }
        return cases
    }

    /// `seen` maps each case's capitalized name to the case, because Swift's
    /// Codable synthesis names a nested type after each capitalized case.
    private func checkCaseName(_ name: String, at node: SyntaxNode, seen: inout [String: String], of typeName: String)
        -> Bool
    {
        if let problem = Identifier.problem(with: name, role: "enum case") {
            log.error(problem, at: node)
            return false
        }
        let capitalized = NamingPolicy.capitalized(name)
        if let earlier = seen[capitalized] {
            if earlier == name {
                log.error(
                    "enum case \(Quoting.quote(name)) appears more than once in \(Quoting.quote(typeName))", at: node)
            } else {
                log.error(
                    """
                    enum case \(Quoting.quote(name)) differs from case \(Quoting.quote(earlier)) only \
                    in its first letter, which Swift's synthesized Codable conformance cannot tell apart
                    """,
                    at: node)
            }
            return false
        }
        seen[capitalized] = name
        return true
    }
}
