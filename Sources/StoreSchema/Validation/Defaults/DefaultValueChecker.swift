/// Checks a YAML default against the type of its field and turns it into a
/// `Value`, so code generation never meets a default that does not compile.
struct DefaultValueChecker {
    private var types: [String: TypeDefinition] = [:]
    private var structFields: [String: FieldTable] = [:]
    private var enumCases: [String: [String: (enumCase: EnumCase, payload: FieldTable)]] = [:]
    private var enumCaseNames: [String: [String]] = [:]
    private let log: DiagnosticLog

    init(types definitions: [TypeDefinition], log: DiagnosticLog) {
        self.log = log
        for definition in definitions where types[definition.name] == nil {
            types[definition.name] = definition
            switch definition.kind {
            case .structure(let fields):
                structFields[definition.name] = FieldTable(fields)
            case .enumeration(let cases):
                var byName: [String: (enumCase: EnumCase, payload: FieldTable)] = [:]
                for enumCase in cases { byName[enumCase.name] = (enumCase, FieldTable(enumCase.payload)) }
                enumCases[definition.name] = byName
                enumCaseNames[definition.name] = cases.map(\.name)
            }
        }
    }

    func check(_ node: SyntaxNode, against type: TypeReference) -> Value? {
        if type == ModelAssembly.unresolved { return nil }
        if case .optional(let wrapped) = type {
            return node.isNull ? .null : check(node, against: wrapped)
        }
        if node.isNull {
            log.error(
                "null is only a default for optional types, and \(Quoting.quote(type.swiftSpelling)) is not optional",
                at: node)
            return nil
        }
        switch type {
        case .optional:
            return nil  // handled above
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name) {
                return BuiltinDefaultChecker(log: log).check(node, against: builtin)
            }
            guard let definition = types[name] else {
                log.error(
                    """
                    defaults for the external type \(Quoting.quote(name)) are not supported; make the field \
                    optional or set it with an action
                    """, at: node)
                return nil
            }
            switch definition.kind {
            case .structure:
                return checkStructure(node, name: name, fields: structFields[name] ?? FieldTable([]))
            case .enumeration:
                return checkEnumeration(
                    node, name: name, caseNames: enumCaseNames[name] ?? [], cases: enumCases[name] ?? [:])
            }
        case .array(let element):
            return checkSequence(node, of: type, element: element, unique: false)
        case .set(let element):
            return checkSequence(node, of: type, element: element, unique: true)
        case .dictionary(let key, let value):
            return checkDictionary(node, of: type, key: key, value: value)
        case .result:
            log.error(
                "a Result has no default: it is an effect's answer, which the action that carries it brings", at: node)
            return nil
        }
    }

    private func checkSequence(_ node: SyntaxNode, of type: TypeReference, element: TypeReference, unique: Bool)
        -> Value?
    {
        guard let items = node.sequence else {
            log.error(
                "expected a list for \(Quoting.quote(type.swiftSpelling)), found \(node.kindDescription)", at: node)
            return nil
        }
        var values: [Value] = []
        var seen: Set<String> = []
        var failed = false
        for item in items {
            guard let value = check(item, against: element) else {
                failed = true
                continue
            }
            if unique, !seen.insert(String(describing: value)).inserted {
                log.error(
                    """
                    \(ScalarReaders.describe(item)) appears more than once in the default for \
                    \(Quoting.quote(type.swiftSpelling))
                    """, at: item)
                failed = true
            }
            values.append(value)
        }
        return failed ? nil : .array(values)
    }

    private func checkDictionary(_ node: SyntaxNode, of type: TypeReference, key: TypeReference, value: TypeReference)
        -> Value?
    {
        guard let pairs = node.mapping else {
            log.error(
                "expected a mapping for \(Quoting.quote(type.swiftSpelling)), found \(node.kindDescription)", at: node)
            return nil
        }
        var entries: [DictionaryEntry] = []
        var seen: Set<String> = []
        var failed = false
        for pair in pairs {
            let checkedKey = check(pair.key, against: key)
            let checkedValue = check(pair.value, against: value)
            guard let checkedKey, let checkedValue else {
                failed = true
                continue
            }
            if !seen.insert(String(describing: checkedKey)).inserted {
                log.error(
                    """
                    the key \(ScalarReaders.describe(pair.key)) appears more than once in the default for \
                    \(Quoting.quote(type.swiftSpelling))
                    """, at: pair.key)
                failed = true
            }
            entries.append(DictionaryEntry(key: checkedKey, value: checkedValue))
        }
        return failed ? nil : .dictionary(entries)
    }

    private func checkStructure(_ node: SyntaxNode, name: String, fields: FieldTable) -> Value? {
        guard node.mapping != nil else {
            log.error(
                "expected a mapping of fields for \(Quoting.quote(name)), found \(node.kindDescription)", at: node)
            return nil
        }
        return checkFieldValues(node, of: fields, owner: Quoting.quote(name), noun: "field").map(Value.structure)
    }

    private func checkEnumeration(
        _ node: SyntaxNode, name: String, caseNames: [String],
        cases: [String: (enumCase: EnumCase, payload: FieldTable)]
    ) -> Value? {
        if let scalar = node.scalar {
            guard case .string(let caseName) = scalar.resolved else {
                log.error("expected a case of enum \(Quoting.quote(name)), found \(node.kindDescription)", at: node)
                return nil
            }
            guard let enumCase = cases[caseName] else {
                reportUnknownCase(caseName, of: name, cases: caseNames, at: node)
                return nil
            }
            guard enumCase.payload.required.isEmpty else {
                log.error(
                    """
                    case \(Quoting.quote(caseName)) of enum \(Quoting.quote(name)) has a payload; write it \
                    as {\(Quoting.shortened(caseName)): {…}}
                    """, at: node)
                return nil
            }
            return .enumCase(caseName, payload: [])
        }
        guard let pairs = node.mapping, pairs.count == 1, let caseName = pairs[0].key.scalar?.text else {
            log.error(
                "a default for enum \(Quoting.quote(name)) must be a case name or a mapping of one case to its payload",
                at: node)
            return nil
        }
        guard let enumCase = cases[caseName] else {
            reportUnknownCase(caseName, of: name, cases: caseNames, at: pairs[0].key)
            return nil
        }
        var payloadNode = pairs[0].value
        if payloadNode.isNull {
            payloadNode = SyntaxNode(content: .mapping([]), location: payloadNode.location)
        }
        guard payloadNode.mapping != nil else {
            log.error(
                """
                expected a mapping of payload values for case \(Quoting.quote(caseName)), found \
                \(payloadNode.kindDescription)
                """, at: payloadNode)
            return nil
        }
        return checkFieldValues(
            payloadNode, of: enumCase.payload, owner: "case \(Quoting.quote(caseName))", noun: "payload value"
        )
        .map { Value.enumCase(caseName, payload: $0) }
    }

    private func reportUnknownCase(_ caseName: String, of name: String, cases: [String], at node: SyntaxNode) {
        let suffix = Suggestion.clause(for: caseName, in: cases).map { "; \($0)" } ?? ""
        log.error("\(Quoting.quote(caseName)) is not a case of enum \(Quoting.quote(name))\(suffix)", at: node)
    }

    /// The values of a struct default or enum payload, in declaration order;
    /// every field without a default of its own must be given.
    private func checkFieldValues(_ node: SyntaxNode, of fields: FieldTable, owner: String, noun: String)
        -> [FieldValue]?
    {
        var given: [String: (position: Int, value: Value)] = [:]
        var failed = false
        for pair in node.mapping ?? [] {
            let fieldName = pair.key.scalar?.text ?? ""
            guard let (position, field) = fields.byName[fieldName] else {
                let suffix = Suggestion.clause(for: fieldName, in: fields.names).map { "; \($0)" } ?? ""
                log.error("\(owner) has no \(noun) \(Quoting.quote(fieldName))\(suffix)", at: pair.key)
                failed = true
                continue
            }
            if let value = check(pair.value, against: field.type) {
                given[fieldName] = (position, value)
            } else {
                failed = true
            }
        }
        for field in fields.required where given[field.name] == nil {
            log.error(
                "the default for \(owner) is missing \(noun) \(Quoting.quote(field.name)), which has no default",
                at: node)
            failed = true
        }
        guard !failed else { return nil }
        return given.sorted { $0.value.position < $1.value.position }.map {
            FieldValue(name: $0.key, value: $0.value.value)
        }
    }
}
