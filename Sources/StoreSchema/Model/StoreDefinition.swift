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

/// A type the app defines itself and the schema only refers to.
public struct ExternalType: Sendable, Equatable {
    public var name: String
    public var doc: String?
    /// Declared `hashable: true`: it may be a `Set` element or dictionary key.
    public var isHashable: Bool
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, isHashable: Bool = false, location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.isHashable = isHashable
        self.location = location
    }
}

/// A struct or enum declared under `types:`.
public struct TypeDefinition: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `fields:` — a struct.
        case structure(fields: [Field])
        /// `enum:` — cases in schema order, each with an optional payload.
        case enumeration(cases: [EnumCase])
    }

    public var name: String
    public var doc: String?
    public var kind: Kind
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, kind: Kind, location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.kind = kind
        self.location = location
    }
}

/// One case of a schema enum.
public struct EnumCase: Sendable, Equatable {
    public var name: String
    public var doc: String?
    /// Labelled associated values; empty for a case without payload.
    public var payload: [Field]
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, payload: [Field] = [], location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.payload = payload
        self.location = location
    }
}

/// A state field, struct field, action parameter or enum payload value.
public struct Field: Sendable, Equatable {
    public var name: String
    public var type: TypeReference
    /// The default, already checked against `type`. An optional without an
    /// explicit default has `nil` here and defaults to `nil` in Swift.
    public var defaultValue: Value?
    public var doc: String?
    /// `false` for `persist: false` fields, which are never written to disk.
    public var persist: Bool
    /// `shared: true` (state fields only): the value is held by the parent
    /// that embeds the store, which links it with `share:` (see `ModuleShare`).
    public var isShared: Bool
    /// Where the field's key is.
    public var location: SourceLocation
    /// Where the field's type is written (the scalar, or the `type:` value).
    public var typeLocation: SourceLocation

    public init(
        name: String,
        type: TypeReference,
        defaultValue: Value? = nil,
        doc: String? = nil,
        persist: Bool = true,
        isShared: Bool = false,
        location: SourceLocation,
        typeLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.persist = persist
        self.isShared = isShared
        self.location = location
        self.typeLocation = typeLocation ?? location
    }
}

/// One action: a case of `<Store>Action` and a requirement of `<Store>Reducer`.
public struct Action: Sendable, Equatable {
    public var name: String
    public var doc: String?
    public var params: [Field]
    /// Whether handling it may start effects (`effects: true`): its handler
    /// returns an `Effect` instead of nothing.
    public var startsEffects: Bool
    /// The dependencies its handler receives after its parameters (`uses:`),
    /// in schema order.
    public var uses: [Dependency]
    public var location: SourceLocation

    public init(
        name: String, doc: String? = nil, params: [Field] = [], startsEffects: Bool = false, uses: [Dependency] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.doc = doc
        self.params = params
        self.startsEffects = startsEffects
        self.uses = uses
        self.location = location
    }
}

/// Another store embedded in this one, a child feature: a state field
/// holding its state (or states) and an action case wrapping its actions.
public struct Module: Sendable, Equatable {
    /// How the child is held.
    public enum Kind: Sendable, Equatable {
        /// `store:` — always present (`ReportsState`).
        case always
        /// `store:` with `optional: true` — present or absent (`ReportsState?`), a sheet.
        case optional
        /// `store:` with `list: true` — rows keyed by the child state's `id` (`ChildList<RowState>`).
        case list
        /// `oneOf:` — absent or one of several features (`<Store><Name>?`, an enum).
        case oneOf([ModuleCase])
        /// `stack:` — a navigation stack of screens of several features (`ChildStack<<Store><Name>>`).
        case stack([ModuleCase])
    }

    /// The field and action-case name (`reports`).
    public var name: String
    /// The embedded store's name (`Reports` -> `ReportsState`, `ReportsAction`);
    /// empty for `oneOf:` and `stack:`, whose cases name theirs.
    public var store: String
    /// The module that declares the embedded store(s), imported by generated code.
    public var importModule: String?
    public var doc: String?
    public var location: SourceLocation
    public var kind: Kind
    /// The child actions the parent's reducer hears (`outputs:`), in schema order.
    public var outputs: [ModuleOutput]
    /// The child's `shared: true` fields and the values of this store they
    /// are (`share:`), in schema order.
    public var shares: [ModuleShare]

    public init(
        name: String, store: String, importModule: String? = nil, doc: String? = nil, location: SourceLocation,
        kind: Kind = .always, outputs: [ModuleOutput] = [], shares: [ModuleShare] = []
    ) {
        self.shares = shares
        self.name = name
        self.store = store
        self.importModule = importModule
        self.doc = doc
        self.location = location
        self.kind = kind
        self.outputs = outputs
    }

    /// The cases of a `oneOf:` or `stack:` module; empty for the others.
    public var cases: [ModuleCase] {
        switch kind {
        case .oneOf(let cases), .stack(let cases): cases
        case .always, .optional, .list: []
        }
    }

    /// What the module holds, in words: `ItemForm, optional`, `list of
    /// ShelfItem by id`, `one of edit: ItemForm, preview: ShelfItem`, `stack
    /// of item: ShelfItem, form: ItemForm` (for the graph and messages).
    public var summary: String {
        let cases = cases.map { "\($0.name): \($0.store)" }.joined(separator: ", ")
        switch kind {
        case .always: return store
        case .optional: return "\(store), optional"
        case .list: return "list of \(store) by id"
        case .oneOf: return "one of \(cases)"
        case .stack: return "stack of \(cases)"
        }
    }

    /// Every store the module embeds, with where each is named.
    public var stores: [String] {
        cases.isEmpty ? (store.isEmpty ? [] : [store]) : cases.map(\.store)
    }
}

/// One case of a `oneOf:` or `stack:` module: a feature it may hold.
public struct ModuleCase: Sendable, Equatable {
    /// The case name (`detail`).
    public var name: String
    /// The feature's store (`Detail` -> `DetailState`, `DetailAction`).
    public var store: String
    public var location: SourceLocation

    public init(name: String, store: String, location: SourceLocation) {
        self.name = name
        self.store = store
        self.location = location
    }
}

/// A child action the parent's reducer hears once the child handled it
/// (`outputs: [save]`, or `[edit.save]` for a case of a `oneOf:`/`stack:`).
public struct ModuleOutput: Sendable, Equatable {
    /// The case of a `oneOf:` or `stack:` module; `nil` for the others.
    public var caseName: String?
    public var action: String
    public var location: SourceLocation

    public init(caseName: String? = nil, action: String, location: SourceLocation) {
        self.caseName = caseName
        self.action = action
        self.location = location
    }
}

/// A child's `shared: true` field linked to the value its parent holds
/// (`share: {item: "items[id]"}`, or `{edit.item: …}` for a case of a
/// `oneOf:`/`stack:`): the parent's generated reducer keeps the two one value.
public struct ModuleShare: Sendable, Equatable {
    /// Where the parent holds the value.
    public enum Source: Sendable, Equatable {
        /// `settings`: the parent's field itself.
        case field(String)
        /// `items[id]`: the element of the parent's array field whose `key`
        /// field equals the child value's.
        case element(of: String, key: String)

        /// The parent's field.
        public var field: String {
            switch self {
            case .field(let name), .element(let name, _): name
            }
        }
    }

    /// The case of a `oneOf:` or `stack:` module; `nil` for the others.
    public var caseName: String?
    /// The child's field.
    public var field: String
    public var source: Source
    /// Where the child's field is named (the key).
    public var location: SourceLocation
    /// Where the parent's value is named.
    public var sourceLocation: SourceLocation

    public init(caseName: String? = nil, field: String, source: Source, location: SourceLocation, sourceLocation: SourceLocation) {
        self.caseName = caseName
        self.field = field
        self.source = source
        self.location = location
        self.sourceLocation = sourceLocation
    }
}

/// A value computed from state (`derived:`): a member of the state that the
/// app computes once, in a function of exactly its inputs, and the state keeps
/// up to date, recomputing it only when an input changed.
public struct DerivedValue: Sendable, Equatable {
    public var name: String
    public var type: TypeReference
    /// The members it is computed from, in schema order: state fields,
    /// modules, or other derived values.
    public var inputs: [String]
    public var doc: String?
    /// Where the derived value's key is.
    public var location: SourceLocation
    /// Where its `type:` value is written.
    public var typeLocation: SourceLocation

    public init(
        name: String, type: TypeReference, inputs: [String], doc: String? = nil,
        location: SourceLocation, typeLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.inputs = inputs
        self.doc = doc
        self.location = location
        self.typeLocation = typeLocation ?? location
    }
}

/// A subscription: a view's props selected from state, or a stream of actions.
public struct Subscription: Sendable, Equatable {
    public enum Delivery: String, Sendable, Equatable {
        case main
        case background
    }

    public enum Kind: Sendable, Equatable {
        /// `select:` — top-level state fields (including module fields and derived values), in schema order.
        case state(fields: [String], delivery: Delivery)
        /// `actions:` — the named actions (module names allowed), in schema order.
        case actions(names: [String], delivery: Delivery)
    }

    public var name: String
    public var doc: String?
    public var kind: Kind
    public var location: SourceLocation

    public init(name: String, doc: String? = nil, kind: Kind, location: SourceLocation) {
        self.name = name
        self.doc = doc
        self.kind = kind
        self.location = location
    }
}
