/// Names generated code cannot give away to the schema.
public enum TakenNames {
    /// Member names Swift rejects even escaped (`` `self` ``, `.Type`, `.Protocol`).
    public static let unusableMembers: Set<String> = ["self", "Type", "Protocol"]

    /// The nested type Swift's synthesized `Codable` conformance declares; a
    /// member of the same name makes the synthesis fail.
    public static let codingKeys = "CodingKeys"

    /// Who already owns a taken type name, which decides how the
    /// diagnostic explains it.
    public enum Owner: Sendable {
        /// Swift's own types and protocols that generated code spells, and
        /// the generic parameter names it declares.
        case swiftOrGenerated
        /// Types of the standard library or Foundation that app code next
        /// to a store relies on (`Task.sleep`, `Result<_, _>`): a schema type
        /// of that name would shadow them in the whole module.
        case library
        /// Types StoreRuntime declares, used by generated and app code alike
        /// (`Command`, `FieldSet`, `InspectorRecording`).
        case runtime
        /// Types StoreTesting declares, which an app's tests use (`TestStore`).
        case testing
    }

    /// Type names that would shadow what generated or app code refers to.
    public static let typeNames: [String: Owner] = {
        var names: [String: Owner] = [:]
        for name in swiftOrGenerated { names[name] = .swiftOrGenerated }
        for name in library { names[name] = .library }
        for name in runtime { names[name] = .runtime }
        for name in testing { names[name] = .testing }
        return names
    }()

    /// Every name generated code spells as a type that it does not declare
    /// itself (a test scans generated files to keep this complete), and the
    /// names it declares (`declaredByGeneratedCode`).
    private static let swiftOrGenerated: Set<String> = Set(BuiltinType.allCases.map(\.rawValue)).union(
        declaredByGeneratedCode
    ).union([
        "Optional", "Array", "Set", "Dictionary", "Never", "Self", "Type", "Protocol", "Any", "AnyObject", "Void",
        "Error", "Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable", "CaseIterable",
        "CodingKey", "Decoder", "Encoder", "DecodingError", "KeyedDecodingContainer",
        "KeyedEncodingContainer",
        "AsyncStream", "MainActor", "UnsafePointer", "UnsafeMutablePointer", "PartialKeyPath",
    ])

    /// The names generated code declares itself: generic parameters and
    /// nested types (`<Store>State.Field`, its named fields), and the
    /// `CodingKeys` Swift's Codable synthesis declares privately inside every
    /// schema type (a field of a schema type `CodingKeys` would find it).
    static let declaredByGeneratedCode: Set<String> = [
        "State", "Action", "Store", "Value", "Event", NamingPolicy.StateMember.field, codingKeys,
        NamingPolicy.boxType, NamingPolicy.runtimeCheck, NamingPolicy.reducerCheck,
    ]

    /// Standard library and Foundation types app code next to a store uses.
    private static let library: Set<String> = [
        "Task", "Result", "Character", "Substring", "Sequence", "Collection", "AsyncSequence",
        "Comparable", "Identifiable", "CustomStringConvertible", "Hasher", "AnyHashable", "Duration",
        "Range", "ClosedRange", "JSONEncoder", "JSONDecoder",
    ]

    /// Public types of StoreRuntime (`TakenNamesTests` checks that every
    /// one is here), and the runtime's subscription type that apps know from
    /// its documentation.
    private static let runtime: Set<String> = [
        "FieldSet", "FieldNaming", "TrackedState", "DerivedState", "ReducibleState", "SubscriptionToken",
        "Subscription",
        "Middleware", "StatePersistence", "StatePersistenceDefaults", "PersistenceError", "PersistentState",
        "StoreRuntimeCompatibility", "BackgroundDelivery", "Command", "CommandContext", "CommandHandle",
        "ObservedValue", "ActionRecording", "ActionRecordingError", "ActionLogEntry", "MainActorThread",
        "StoreCodingKey", "EnumCaseDecoder", "EnumCaseEncoder", "StateProps", "ActionEvent", "StateField",
        "Effect", "EffectfulState", "EffectContext", "EffectDependencies", "MissingEffectDependency",
        "StoreModel", "ActionSending", NamingPolicy.ActionMember.conformance,
        "StoreDependencies", "StoreDependency", "DependentState", "UUIDSource", "DateSource",
        "UnimplementedEndpointError",
        "StateFields", "InspectorRecording", "StateWrites", "WriteTrackedState",
        "ChildList", "ChildStack", "ChildPresence", "StackElementID", "ElementAction", "StackAction", "OneOfState",
        "DroppedChildAction", "SharedLink", "SharedValueHolder", "SharedValueSnapshot",
        "StateStorage", "StateLoadOutcome", "JSONStateFile", "StateStorageSupport",
        "TablePersistentState", "MigratingTablePersistentState", "TableStoredState", "TableLayout", "StoredTable",
        "StoredValue", "StoredRows",
        "StoredRowChanges", "StoredRowMatch", "StoredColumns", "ColumnsDecodable",
        "AlertState", "AlertAction", "AlertButton",
    ]

    /// Public types of StoreTesting (`TakenNamesTests` checks them too).
    private static let testing: Set<String> = ["TestStore", "Exhaustivity", "ManualClock"]

    /// Members of the runtime's `Store`, among them the generic entry points
    /// generated subscriptions call; subscriptions and modules become members
    /// of the same type, so they must not take these names.
    public static let storeMembers: Set<String> = Set(
        [
            "state", "dispatch", "subscribe", "subscribeSynchronously", "values", "scope", "run",
            "observe", "replay", "reportCommandErrors", "commandErrorHandler", "runningCommandCount",
            "waitForCommands", "isEffectRunning", "subscribeToFrames",
        ] + NamingPolicy.SubscriptionEntry.all)

    /// Methods of the runtime's `StoreModel`, which a generated model
    /// inherits: a selected member of that name cannot be its property.
    public static let modelMembers: Set<String> = ["send", "read", "binding"]

    /// Members generated code adds to `<Store>State`; state fields, modules
    /// and actions (whose handlers are members of the state too) must not
    /// take them.
    public static let stateMembers: Set<String> = [
        NamingPolicy.StateMember.fieldNames, NamingPolicy.StateMember.changedFields,
        NamingPolicy.StateMember.writes, NamingPolicy.StateMember.copyFields,
        NamingPolicy.StateMember.stateVersion, NamingPolicy.StateMember.stateFileName,
        NamingPolicy.StateMember.persistence,
        NamingPolicy.StateMember.stateDatabaseName, NamingPolicy.StateMember.tableLayout,
        NamingPolicy.StateMember.stateMigrations,
        NamingPolicy.StateMember.decodeIfCodable, NamingPolicy.StateMember.encodeIfCodable,
        NamingPolicy.StateMember.reduce, NamingPolicy.StateMember.reduceWithEffects, NamingPolicy.StateMember.field,
        NamingPolicy.StateMember.updateDerivedValues, NamingPolicy.StateMember.reduceEmbedded,
    ]

    /// Members of the protocols a schema struct may conform to that a field
    /// cannot share: `Hashable.hashValue` (a `String` field named so makes
    /// `self.hashValue` ambiguous in the written-out `Codable`; an `Int` one
    /// would replace the hash, with a deprecation warning).
    public static let structMembers: Set<String> = ["hashValue"]

    /// Standard library functions generated code inside `<Store>State`
    /// calls by their bare name (`_slowPath` in `changedFields`); a state
    /// member of that name would hide them there.
    public static let functionsCalledInState: Set<String> = ["_slowPath"]
}
