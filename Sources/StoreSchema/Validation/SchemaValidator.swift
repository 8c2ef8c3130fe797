/// Syntax tree -> validated `StoreDefinition`: reads every section, resolves
/// types, checks defaults, then runs the cross-section checks. Every problem
/// goes to the log; the definition exists only when none is an error.
struct SchemaValidator {
    var file: String
    var log: DiagnosticLog
    var targetTypes = TargetTypes.none

    func validate(_ root: SyntaxNode) -> StoreDefinition? {
        var draft = SchemaReader(log: log).read(root)
        draft.targetTypes = namedTargetTypes(&draft)
        let externals = draft.externals.map(\.type) + draft.targetTypes
        let table = TypeTable(types: draft.types, externals: externals)
        let resolver = TypeResolver(table: table, log: log, targetNames: Array(targetTypes.declared.keys))
        forEachField(in: &draft, resolver.resolve)

        let shapes = ModelAssembly.typeDefinitions(draft.types, withPlaceholderDefaults: true)
        let checker = DefaultValueChecker(types: shapes, log: log)
        forEachField(in: &draft) { field in
            guard let node = field.defaultNode, let type = field.resolved else { return }
            field.defaultValue = checker.check(node, against: type)
        }

        NameCollisions(log: log).check(draft)
        MemberNames(log: log).check(draft)
        ActionCaseNames(log: log).check(draft)
        let finalTypes = ModelAssembly.typeDefinitions(draft.types, withPlaceholderDefaults: false)
        RecursionCheck(log: log).check(finalTypes)
        let hashable = HashableTypes(types: finalTypes, externals: externals)
        let hashability = HashabilityCheck(
            hashable: hashable, externals: Set(draft.externals.map(\.type.name)), log: log)
        forEachField(in: &draft) { hashability.check($0) }
        RowKeyCheck(log: log).check(draft, hashable: hashable)
        DerivedInputsCheck(log: log).check(draft)
        ResultPlacement(log: log).check(draft)
        SharedValueSources(log: log, targetTypes: targetTypes).check(&draft)
        ModuleCaseTypes(log: log, table: table).check(draft)
        AlertChecks(log: log).check(draft)
        SubscriptionTargets(log: log).check(draft)
        DependencyUses(log: log).check(draft)
        PersistenceCheck(log: log).check(draft)
        UsageWarnings(log: log, usedElsewhere: targetTypes.usedElsewhere).check(draft)

        guard !log.hasErrors, let name = draft.storeName else { return nil }
        var definition = ModelAssembly.definition(draft, name: name, types: finalTypes, file: file)
        definition.failureTypesOfOtherSchemas = targetTypes.failuresElsewhere.intersection(finalTypes.map(\.name))
        definition.reducersCheckedElsewhere = targetTypes.storesEmbeddedEarlier
        return definition
    }

    /// The types of the target's other schemas this one names and does not
    /// declare itself.
    private func namedTargetTypes(_ draft: inout SchemaDraft) -> [ExternalType] {
        guard !targetTypes.declared.isEmpty else { return [] }
        var own = Set(draft.types.map(\.name)).union(draft.externals.map(\.type.name))
        own.formUnion(BuiltinType.allCases.map(\.rawValue))
        var named: [ExternalType] = []
        forEachField(in: &draft) { field in
            for (name, _) in field.type?.names ?? [] {
                guard let type = targetTypes.declared[name], own.insert(name).inserted else { continue }
                named.append(type)
            }
        }
        return named
    }

    /// Every field, parameter and payload value of the schema, and the type of
    /// each derived value, in file order.
    private func forEachField(in draft: inout SchemaDraft, _ body: (inout FieldDraft) -> Void) {
        for typeIndex in draft.types.indices {
            switch draft.types[typeIndex].kind {
            case .structure(var fields):
                for index in fields.indices { body(&fields[index]) }
                draft.types[typeIndex].kind = .structure(fields)
            case .enumeration(var cases):
                for caseIndex in cases.indices {
                    for index in cases[caseIndex].payload.indices { body(&cases[caseIndex].payload[index]) }
                }
                draft.types[typeIndex].kind = .enumeration(cases)
            }
        }
        for index in draft.state.indices { body(&draft.state[index]) }
        for actionIndex in draft.actions.indices {
            for index in draft.actions[actionIndex].params.indices { body(&draft.actions[actionIndex].params[index]) }
        }
        for index in draft.derived.indices { body(&draft.derived[index].field) }
        for alertIndex in draft.alerts.indices {
            for index in draft.alerts[alertIndex].params.indices { body(&draft.alerts[alertIndex].params[index]) }
        }
        for moduleIndex in draft.modules.indices {
            for index in draft.modules[moduleIndex].caseValues.indices {
                body(&draft.modules[moduleIndex].caseValues[index])
            }
        }
    }
}
