/// Everything read from one schema file, before cross-references are checked.
struct SchemaDraft {
    var storeName: String?
    var storeNode: SyntaxNode?
    var doc: String?
    var access: AccessLevel = .internal
    var version = 1
    var persist = false
    var storage = StateStorageKind.json
    /// The `persist:` value, when the key is present.
    var persistNode: SyntaxNode?
    var codable = false
    /// `key:`, the state field a parent's list keys this store's rows by.
    var key: (name: String, node: SyntaxNode)?
    var migrations: [Int] = []
    var imports: [String] = []
    var externals: [(type: ExternalType, key: SyntaxNode)] = []
    /// Types of the target's other schemas that this one names (`TargetTypes`).
    var targetTypes: [ExternalType] = []
    var dependencies: [(dependency: Dependency, key: SyntaxNode)] = []
    var types: [TypeDraft] = []
    var state: [FieldDraft] = []
    var actions: [ActionDraft] = []
    /// The `actions:` value, when the key is present.
    var actionsNode: SyntaxNode?
    var modules: [ModuleDraft] = []
    var alerts: [AlertDraft] = []
    var derived: [DerivedDraft] = []
    var subscriptions: [SubscriptionDraft] = []
    /// Where each top-level key is written.
    var keyLocations: [String: SourceLocation] = [:]
}
