import StoreSchema

/// What every translation step needs to know about the schema: generated
/// names (asked of the naming policy), how schema types map to Swift types,
/// the schema's analyses, and which state members exist.
struct TranslationContext {
    let definition: StoreDefinition
    let access: AccessModifier
    /// Every name the translation declares comes from here.
    let naming: NamingPolicy
    /// Recursion, hashability and Foundation use, computed once.
    let analysis: SchemaAnalysis
    private let typesByName: [String: TypeDefinition]
    /// The top-level state in schema order: fields, then modules. A member's
    /// position is its index in `FieldSet`.
    private(set) var stateMembers: [StateMember] = []
    /// The derived values in schema order, indexed after `stateMembers`.
    private(set) var derivedMembers: [StateMember] = []
    private var memberIndices: [String: Int] = [:]
    private let actionsByName: [String: Action]
    private let modulesByName: [String: Module]

    init(_ definition: StoreDefinition) {
        self.definition = definition
        switch definition.access {
        case .public: access = .public
        case .package: access = .package
        case .internal: access = .internal
        }
        naming = NamingPolicy(storeName: definition.name)
        analysis = SchemaAnalysis(definition)
        typesByName = Dictionary(definition.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        actionsByName = Dictionary(definition.actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        modulesByName = Dictionary(definition.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        startsEffects = definition.actions.contains(where: \.startsEffects) || !definition.modules.isEmpty
        stateMembers = makeStateMembers()
        derivedMembers = definition.derived.map { derived in
            StateMember(
                name: derived.name, type: typeName(derived.type), reference: derived.type, defaultValue: nil,
                doc: derived.doc, persist: false, location: line(derived.typeLocation), module: nil, derived: derived)
        }
        memberIndices = Dictionary(
            trackedMembers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func action(named name: String) -> Action? { actionsByName[name] }
    func module(named name: String) -> Module? { modulesByName[name] }
    /// Looked up without joining `trackedMembers`, which copies every member:
    /// asked per selected field, that made generation grow with the square
    /// of the store.
    func stateMember(named name: String) -> StateMember? {
        memberIndices[name].map { $0 < stateMembers.count ? stateMembers[$0] : derivedMembers[$0 - stateMembers.count] }
    }

    /// Every member change tracking counts, at its index: the state's fields
    /// and modules, then the derived values.
    var trackedMembers: [StateMember] { stateMembers + derivedMembers }

    /// Whether the state records its members' writes (`WriteTrackedState`):
    /// past `ChangeTrackingTranslation.writeTrackingThreshold` members.
    var tracksWrites: Bool {
        stateMembers.count + derivedMembers.count > ChangeTrackingTranslation.writeTrackingThreshold
    }

    /// Whether a state subscription is delivered on the main actor, so the
    /// store has an Observation model (over `StoreModel`'s dynamic members).
    var hasModels: Bool {
        definition.subscriptions.contains { subscription in
            if case .state(_, .main) = subscription.kind { true } else { false }
        }
    }

    /// `<Store>Derivations`: the protocol of the functions that compute the derived values.
    var derivationsName: String { naming.derivationsType }

    // MARK: Generated names

    var stateName: String { naming.stateType }
    var actionName: String { naming.actionType }
    var reducerName: String { naming.reducerType }
    var storeName: String { naming.storeType }

    var stateType: TypeName { .named(stateName) }
    var actionType: TypeName { .named(actionName) }

    /// Whether the reducer returns effects (`EffectfulState`): an action
    /// declares `effects: true`, or the store embeds modules, whose effects
    /// it must pass on.
    /// Computed once: asked per action.
    let startsEffects: Bool

    /// Whether the reducer reads `StoreDependencies.current` (`DependentState`):
    /// a handler uses a dependency, or the store embeds modules, whose
    /// handlers may.
    var readsDependencies: Bool {
        definition.usesDependencies || !definition.modules.isEmpty
    }

    /// Whether it reads them only for its modules (it has some, and no
    /// handler of its own uses a dependency): its `readsDependencies` is
    /// then its modules' (see `ReducerTranslation`).
    var readsDependenciesForModulesOnly: Bool {
        !definition.modules.isEmpty && !definition.usesDependencies
    }

    /// `<Store><Name>Props` for a state subscription.
    func propsName(_ subscription: Subscription) -> String {
        naming.propsType(forSubscription: subscription.name)
    }

    /// `<Store><Name>Model` for a state subscription on the main actor.
    func modelName(_ subscription: Subscription) -> String {
        naming.modelType(forSubscription: subscription.name)
    }

    /// `<Store><Name>Event` for an action subscription.
    func eventName(_ subscription: Subscription) -> String {
        naming.eventType(forSubscription: subscription.name)
    }

    /// The state of one child of a module: the embedded store's state, or
    /// the generated enum of a `oneOf:`/`stack:` module's features.
    func childStateType(_ module: Module) -> TypeName {
        if module.holdsAlerts { return .generic(.named("AlertState"), [actionType]) }
        return module.cases.isEmpty
            ? .named(NamingPolicy.stateType(ofStore: module.store))
            : .named(naming.childStateType(forModule: module.name))
    }

    /// The actions of one child of a module.
    func childActionType(_ module: Module) -> TypeName {
        if module.holdsAlerts { return .generic(.named("AlertAction"), [actionType]) }
        return module.cases.isEmpty
            ? .named(NamingPolicy.actionType(ofStore: module.store))
            : .named(naming.childActionType(forModule: module.name))
    }

    /// The state field a module is held in: the child's state, optional,
    /// in a `ChildList` or a `ChildStack`.
    func moduleStateType(_ module: Module) -> TypeName {
        let child = childStateType(module)
        switch module.kind {
        case .always: return child
        case .optional, .oneOf: return .optional(child)
        case .list: return .generic(.named("ChildList"), [child])
        case .stack: return .generic(.named("ChildStack"), [child])
        }
    }

    /// The payload of a module's action case: the child's action, or the
    /// runtime's `ElementAction`/`StackAction` around it.
    func moduleActionType(_ module: Module) -> TypeName {
        let child = childActionType(module)
        switch module.kind {
        case .always, .optional, .oneOf: return child
        case .list: return .generic(.named("ElementAction"), [.member(childStateType(module), "ID"), child])
        case .stack: return .generic(.named("StackAction"), [childStateType(module), child])
        }
    }

    /// Where a module's field starts: the child's defaults, absent, or empty.
    func moduleDefault(_ module: Module) -> Expression {
        switch module.kind {
        case .always: .call(.type(childStateType(module)), [])
        case .optional, .oneOf: .literal(.nil)
        case .list, .stack: .literal(.array([]))
        }
    }

    /// The modules whose children come and go (optional, one-of, list,
    /// stack): the reducer cancels what a child that went away owns.
    var dynamicModules: [Module] {
        definition.modules.filter { $0.kind != .always }
    }

    /// Whether the file uses the runtime's child features (format 5).
    var usesChildFeatures: Bool {
        !dynamicModules.isEmpty || definition.modules.contains { !$0.outputs.isEmpty }
    }

    /// The schema file's name without its directories, for the header.
    var fileName: String { NamingPolicy.fileName(ofPath: definition.file) }

    // MARK: Locations

    func line(_ location: SourceLocation) -> SchemaLine {
        SchemaLine(file: location.file, line: location.line)
    }

    // MARK: Types

    func typeName(_ reference: TypeReference) -> TypeName {
        switch reference {
        case .named(let name): .named(name)
        case .optional(let wrapped): .optional(typeName(wrapped))
        case .array(let element): .array(typeName(element))
        case .dictionary(let key, let value): .dictionary(key: typeName(key), value: typeName(value))
        case .set(let element): .set(typeName(element))
        case .result(let success, let failure): .generic(.named("Result"), [typeName(success), typeName(failure)])
        }
    }

    func schemaType(named name: String) -> TypeDefinition? { typesByName[name] }

    /// Whether values of `reference` are Hashable once generated.
    func isHashable(_ reference: TypeReference) -> Bool {
        analysis.isHashable(reference)
    }

    // MARK: State members

    private func makeStateMembers() -> [StateMember] {
        var members = definition.state.map { field in
            StateMember(
                name: field.name, type: typeName(field.type), reference: field.type,
                defaultValue: DefaultValueTranslation(context: self).initialValue(of: field),
                doc: field.doc, persist: field.persist, location: line(field.typeLocation), module: nil, derived: nil)
        }
        for module in definition.modules {
            members.append(
                StateMember(
                    name: module.name, type: moduleStateType(module), reference: nil,
                    defaultValue: moduleDefault(module),
                    doc: module.doc ?? "The state of the embedded `\(module.name)` module (\(describe(module))).",
                    persist: module.persist, location: line(module.location), module: module, derived: nil))
        }
        return members
    }

    /// `` `Reports` store``, `` `ItemForm` store, when present``, …: what a module holds, for docs.
    func describe(_ module: Module) -> String {
        // A case that holds a value is named by its type, so every case is said.
        let held =
            module.cases.isEmpty
            ? module.stores.map { "`\($0)`" } + (module.holdsAlerts ? ["an alert"] : [])
            : module.cases.map { item in
                item.holdsAlerts ? "an alert" : item.value.map { "`\($0.swiftSpelling)`" } ?? "`\(item.store)`"
            }
        let stores = held.joined(separator: ", ")
        switch module.kind {
        case .always: return "\(stores) store"
        case .optional:
            return module.holdsAlerts ? "an alert of this store, when present" : "\(stores) store, when present"
        case .list: return "a list of \(stores) stores, by id"
        case .oneOf: return "one of \(stores), or none"
        case .stack: return "a stack of \(stores) screens"
        }
    }

    /// The index of the top-level member `name`, as `FieldSet` counts.
    func fieldIndex(of name: String) -> Int? {
        memberIndices[name]
    }

    /// A `FieldSet` literal for the given top-level members.
    func fieldSet(_ names: [String]) -> Expression {
        let indices = Set(names.compactMap(fieldIndex(of:))).sorted()
        return .literal(.array(indices.map { .literal(.integer(String($0))) }))
    }
}

/// A top-level member of the generated state: a schema field, a module's
/// state, or a derived value.
struct StateMember {
    var name: String
    var type: TypeName
    /// The schema type; `nil` for a module's state.
    var reference: TypeReference?
    var defaultValue: Expression?
    var doc: String?
    var persist: Bool
    var location: SchemaLine
    var module: Module?
    /// The derived value this member holds; `nil` for a field or module.
    var derived: DerivedValue?

    /// The member as a stored property (of the state, or of props that select
    /// it), with its schema doc and location; `initialValue` is where it
    /// starts. With `recordedAs`, a write records that index in the state's
    /// `_writes` (see `ChangeTrackingTranslation`).
    func storedProperty(
        access: AccessModifier, initialValue: Expression?, setterAccess: AccessModifier? = nil,
        recordedAs index: Int? = nil
    ) -> Declaration {
        let storage: VariableDeclaration.Storage =
            if let index {
                .observed(initialValue: initialValue, didSet: ChangeTrackingTranslation.recordWrite(of: index))
            } else {
                .stored(isMutable: true, initialValue: initialValue)
            }
        return Declaration(
            comment: doc.map(Comment.documentation), location: location,
            .variable(
                VariableDeclaration(
                    access: access, name: name, type: type, storage: storage, setterAccess: setterAccess)))
    }
}
