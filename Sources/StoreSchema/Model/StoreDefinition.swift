/// A schema that passed validation: everything code generation needs to know
/// about one store, with every name checked and every type resolved.
///
/// Code generation trusts this model completely: a `StoreDefinition` that
/// exists must always produce Swift that compiles.
public struct StoreDefinition: Sendable, Equatable {
    /// The `store:` name; prefixes every generated type (`<name>State`, ...).
    public var name: String
    public var doc: String?
    public var access: AccessLevel
    /// The state format version written with persisted state.
    public var version: Int
    /// Whether the state is persisted (Codable over the persisted fields).
    public var persist: Bool
    /// Where a persisted state is kept: `.json` unless the schema says
    /// `persist: {to: sqlite}`.
    public var storage: StateStorageKind = .json
    /// Whether the state is `Codable` without being persisted (`codable:
    /// true`): to be held by a stack, recorded or inspected, with no saved
    /// format for `storegen check-compat` to judge.
    public var codable: Bool
    /// The state field a parent's `list:` module keys this store's rows by
    /// (`key: url`); `nil` keys them by a field named `id`, if any. See
    /// `rowKey`.
    public var key: String?
    /// The older `version`s whose saved state the app migrates (`migrations:`),
    /// ascending; `storegen check-compat` trusts them, and generated
    /// persistence asks for the `migrate` closure when there are any.
    public var migrations: [Int]
    /// Modules the generated file imports, in schema order.
    public var imports: [String]
    public var externalTypes: [ExternalType]
    /// The app's own dependencies handlers may use (`dependencies:`), in
    /// schema order; `Dependency.builtIn` are not listed.
    public var dependencies: [Dependency]
    public var types: [TypeDefinition]
    public var state: [Field]
    public var actions: [Action]
    public var modules: [Module]
    /// The alerts and dialogs the store presents (`alerts:`), in schema order.
    public var alerts: [Alert] = []
    /// This schema's types that another schema of its target names as a
    /// `Result`'s failure (`TargetTypes.failuresElsewhere`): generated as an
    /// `Error` too, as the ones this schema names so.
    public var failureTypesOfOtherSchemas: Set<String> = []
    /// The stores this schema embeds whose reducer another schema of its
    /// target checks (`TargetTypes.storesEmbeddedEarlier`).
    public var reducersCheckedElsewhere: Set<String> = []
    /// Values computed from state (`derived:`), in schema order; none reads
    /// itself, directly or through others.
    public var derived: [DerivedValue]
    public var subscriptions: [Subscription]
    /// The schema file the definition came from, as given to the loader.
    public var file: String
    /// Where the `store:` name is written, for diagnostics that span schemas.
    public var location: SourceLocation?
    /// Where each top-level key (`state`, `version`, ...) is written, for
    /// diagnostics about a section as a whole.
    public var keyLocations: [String: SourceLocation]

    /// The state field rows of this store are keyed by in a parent's list
    /// (`key:`, else a field named `id`), when it is Hashable: the state is
    /// then `Identifiable` by it.
    public var rowKey: Field? {
        let name = key ?? "id"
        guard let field = state.first(where: { $0.name == name }), isHashable(field.type) else { return nil }
        return field
    }

    /// Whether a handler uses a dependency, so the generated reducer reads them.
    public var usesDependencies: Bool { actions.contains { !$0.uses.isEmpty } }

    public init(
        name: String,
        doc: String? = nil,
        access: AccessLevel = .internal,
        version: Int = 1,
        persist: Bool = false,
        codable: Bool = false,
        migrations: [Int] = [],
        imports: [String] = [],
        externalTypes: [ExternalType] = [],
        dependencies: [Dependency] = [],
        types: [TypeDefinition] = [],
        state: [Field] = [],
        actions: [Action] = [],
        modules: [Module] = [],
        derived: [DerivedValue] = [],
        subscriptions: [Subscription] = [],
        file: String,
        location: SourceLocation? = nil,
        keyLocations: [String: SourceLocation] = [:]
    ) {
        self.name = name
        self.doc = doc
        self.access = access
        self.version = version
        self.persist = persist
        self.codable = codable
        self.migrations = migrations
        self.imports = imports
        self.externalTypes = externalTypes
        self.dependencies = dependencies
        self.types = types
        self.state = state
        self.actions = actions
        self.modules = modules
        self.derived = derived
        self.subscriptions = subscriptions
        self.file = file
        self.location = location
        self.keyLocations = keyLocations
    }
}

/// The access level of every generated declaration.
public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
    case `public`
    case `package`
    case `internal`
}
