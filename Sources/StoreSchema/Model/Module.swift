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
    /// Whether the child's state is saved with this store's (`persist:`,
    /// else `savedByDefault(kind)`), when this store's state is saved (it
    /// persists, or is `codable: true` and saved by its own parent). A child
    /// that is not saved starts from its initial value when state is loaded.
    public var persist: Bool
    /// Where `persist:` is written; `nil` when the module takes the default.
    public var persistLocation: SourceLocation?
    /// Whether the module holds one of this store's alerts while present
    /// (`alert: {alerts: true}`, an optional `AlertState` of this store's
    /// actions); its store is empty.
    public var holdsAlerts = false

    public init(
        name: String, store: String, importModule: String? = nil, doc: String? = nil, location: SourceLocation,
        kind: Kind = .always, outputs: [ModuleOutput] = [], shares: [ModuleShare] = [], persist: Bool? = nil,
        persistLocation: SourceLocation? = nil
    ) {
        self.shares = shares
        self.persist = persist ?? Self.savedByDefault(kind)
        self.persistLocation = persistLocation
        self.name = name
        self.store = store
        self.importModule = importModule
        self.doc = doc
        self.location = location
        self.kind = kind
        self.outputs = outputs
    }

    /// Whether a module of this kind is saved without a `persist:`: a child
    /// that is part of the data (`store:` always present, a `list:` of rows)
    /// is; navigation and presentation (an `optional:` sheet, a `oneOf:`
    /// destination, a `stack:` of screens) is not: a relaunched app starts
    /// at its root, as TCA apps do, rather than on a screen the user left.
    public static func savedByDefault(_ kind: Kind) -> Bool {
        switch kind {
        case .always, .list: true
        case .optional, .oneOf, .stack: false
        }
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
        let cases = cases.map { "\($0.name): \($0.holdsAlerts ? "alerts" : $0.value?.swiftSpelling ?? $0.store)" }
            .joined(separator: ", ")
        switch kind {
        case .always: return store
        case .optional: return holdsAlerts ? "alerts, optional" : "\(store), optional"
        case .list: return "list of \(store) by id"
        case .oneOf: return "one of \(cases)"
        case .stack: return "stack of \(cases)"
        }
    }

    /// Every store the module embeds (not the values its cases hold).
    public var stores: [String] {
        cases.isEmpty ? (store.isEmpty ? [] : [store]) : cases.filter(\.isFeature).map(\.store)
    }
}

/// One case of a `oneOf:` or `stack:` module: a feature it may hold, or a
/// plain value (`{type: Meeting}`), a screen without logic of its own.
public struct ModuleCase: Sendable, Equatable {
    /// The case name (`detail`).
    public var name: String
    /// The feature's store (`Detail` -> `DetailState`, `DetailAction`);
    /// empty for a case that holds a value.
    public var store: String
    /// The type of the value the case holds (`{type: Meeting}`): it has no
    /// store, reducer or actions; `nil` for a case holding a feature.
    public var value: TypeReference?
    /// Whether the case holds one of this store's alerts (`{alerts: true}`,
    /// an `AlertState` of this store's actions); its store is empty.
    public var holdsAlerts: Bool
    public var location: SourceLocation

    public init(
        name: String, store: String, value: TypeReference? = nil, holdsAlerts: Bool = false, location: SourceLocation
    ) {
        self.name = name
        self.store = store
        self.value = value
        self.holdsAlerts = holdsAlerts
        self.location = location
    }

    /// Whether the case holds a feature of its own, a store (not a value, nor alerts).
    public var isFeature: Bool { value == nil && !holdsAlerts }
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
/// `oneOf:`/`stack:`), in one of its fields or in a field of one of its
/// always-present modules (`list.items[id]`): the parent's generated reducer
/// keeps the two one value.
public struct ModuleShare: Sendable, Equatable {
    /// Where the parent (or its module `module`) holds the value.
    public enum Source: Sendable, Equatable {
        /// `settings`: the field itself.
        case field(String)
        /// `items[id]`: the element of the array field whose `key` field
        /// equals the child value's.
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
    /// The always-present module of the parent whose state holds the value
    /// (`list` of `list.items`); `nil` when the parent's own field does.
    public var module: String?
    /// The type of the field holding the value (`[T]` for an element of
    /// type `T`), as the schema that declares the field says; set by
    /// validation (`nil` until then, or when that schema is not known).
    public var sourceType: TypeReference?
    /// Where the child's field is named (the key).
    public var location: SourceLocation
    /// Where the parent's value is named.
    public var sourceLocation: SourceLocation

    /// A link to the parent's own field (`module` `nil`).
    public init(
        caseName: String? = nil, field: String, source: Source, location: SourceLocation, sourceLocation: SourceLocation
    ) {
        self.init(
            caseName: caseName, field: field, source: source, module: nil, location: location,
            sourceLocation: sourceLocation)
    }

    /// A link to a field of the parent's always-present `module`, or (`nil`) its own.
    public init(
        caseName: String? = nil, field: String, source: Source, module: String?,
        sourceType: TypeReference? = nil, location: SourceLocation, sourceLocation: SourceLocation
    ) {
        self.caseName = caseName
        self.field = field
        self.source = source
        self.module = module
        self.sourceType = sourceType
        self.location = location
        self.sourceLocation = sourceLocation
    }

    /// How the schema names the value: `items[id]`, `list.items`.
    public var sourceDescription: String {
        let field = module.map { "\($0).\(source.field)" } ?? source.field
        switch source {
        case .field: return field
        case .element(_, let key): return "\(field)[\(key)]"
        }
    }
}
