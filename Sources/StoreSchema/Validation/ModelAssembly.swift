/// Builds the public model from checked drafts.
enum ModelAssembly {
    /// The type a field with an unresolvable type stands in as; default
    /// checks skip it, since its type error is already reported.
    static let unresolved = TypeReference.named("")

    /// With placeholder defaults, a field that has a default in the schema
    /// counts as defaulted even before (or despite) its default's check, so
    /// one bad default does not cascade into "missing field" errors.
    static func typeDefinitions(_ drafts: [TypeDraft], withPlaceholderDefaults: Bool) -> [TypeDefinition] {
        drafts.map { draft in
            let kind: TypeDefinition.Kind
            switch draft.kind {
            case .structure(let fields):
                kind = .structure(fields: fields.map { field($0, placeholder: withPlaceholderDefaults) })
            case .enumeration(let cases):
                kind = .enumeration(
                    cases: cases.map { enumCase in
                        EnumCase(
                            name: enumCase.name,
                            payload: enumCase.payload.map { field($0, placeholder: withPlaceholderDefaults) },
                            location: enumCase.key.location)
                    })
            }
            return TypeDefinition(name: draft.name, doc: draft.doc, kind: kind, location: draft.key.location)
        }
    }

    static func field(_ draft: FieldDraft, placeholder: Bool = false) -> Field {
        let value = placeholder && draft.defaultNode != nil ? (draft.defaultValue ?? .null) : draft.defaultValue
        return Field(
            name: draft.name, type: draft.resolved ?? unresolved, defaultValue: value, doc: draft.doc,
            persist: draft.persist, isShared: draft.shared, location: draft.key.location,
            typeLocation: draft.typeLocation)
    }

    static func definition(_ draft: SchemaDraft, name: String, types: [TypeDefinition], file: String) -> StoreDefinition
    {
        var definition = StoreDefinition(
            name: name, doc: draft.doc, access: draft.access, version: draft.version, persist: draft.persist,
            codable: draft.codable,
            migrations: draft.migrations,
            imports: draft.imports, externalTypes: draft.externals.map(\.type) + draft.targetTypes,
            dependencies: draft.dependencies.map(\.dependency), types: types,
            state: draft.state.map { field($0) },
            actions: draft.actions.map {
                Action(
                    name: $0.name, doc: $0.doc, params: $0.params.map { field($0) }, startsEffects: $0.startsEffects,
                    uses: DependencyUses.resolve($0.uses.map(\.name), declared: draft.dependencies.map(\.dependency)),
                    location: $0.key.location)
            },
            modules: draft.modules.map(module),
            derived: draft.derived.map { derived in
                DerivedValue(
                    name: derived.name, type: derived.field.resolved ?? unresolved, inputs: derived.inputs.map(\.name),
                    doc: derived.field.doc, location: derived.key.location, typeLocation: derived.field.typeLocation)
            },
            subscriptions: draft.subscriptions.map(subscription),
            file: file, location: draft.storeNode?.location, keyLocations: draft.keyLocations)
        definition.storage = draft.storage
        definition.alerts = draft.alerts.map { alert in
            var made = alert.alert
            made.params = alert.params.map { field($0) }
            return made
        }
        definition.key = draft.key?.name
        return definition
    }

    /// The module with the resolved type of each case that holds a value.
    private static func module(_ draft: ModuleDraft) -> Module {
        var module = draft.module
        let values = Dictionary(
            draft.caseValues.map { ($0.name, $0.resolved ?? unresolved) }, uniquingKeysWith: { first, _ in first })
        let cases = module.cases.map { item in
            var item = item
            if item.value != nil { item.value = values[item.name] ?? unresolved }
            return item
        }
        switch module.kind {
        case .oneOf: module.kind = .oneOf(cases)
        case .stack: module.kind = .stack(cases)
        case .always, .optional, .list: break
        }
        return module
    }

    private static func subscription(_ draft: SubscriptionDraft) -> Subscription {
        let names = draft.names.map(\.name)
        let kind: Subscription.Kind =
            switch draft.source {
            case .select: .state(fields: names, delivery: draft.delivery)
            case .actions: .actions(names: names, delivery: draft.delivery)
            }
        return Subscription(name: draft.name, doc: draft.doc, kind: kind, location: draft.key.location)
    }
}
