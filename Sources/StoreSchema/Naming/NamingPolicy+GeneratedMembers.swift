/// Members generated code adds next to the schema's own names.
extension NamingPolicy {
    /// The runtime's generic `Store` methods every generated
    /// `subscribe(<name>:)` and stream calls (StoreRuntime's
    /// `GeneratedSubscriptions.swift`); members of `Store`, next to the
    /// subscriptions and modules.
    public enum SubscriptionEntry {
        public static let deliverProps = "deliverProps"
        public static let deliverEvents = "deliverEvents"
        public static let values = "values"
        /// What files generated before 0.2.0 call for a stream; still a
        /// (deprecated) member of `Store`.
        public static let stream = "stream"
        public static let all: [String] = [deliverProps, deliverEvents, values, stream]
    }

    /// Static members generated code adds to `<Store>State`.
    public enum StateMember {
        /// `TrackedState`/`FieldNaming` requirements.
        public static let fieldNames = "fieldNames"
        public static let changedFields = "changedFields"
        /// The runtime's comparison of one member that `changedFields` calls
        /// (`TrackedState.differs`), spelled `Self.differs`.
        public static let differs = "differs"
        /// `WriteTrackedState` requirements: the writes a state records
        /// (a stored property) and the copy of the members written.
        public static let writes = "_writes"
        public static let copyFields = "copyFields"
        /// Persistence: the format version, the state file's default name
        /// (`PersistentState`'s requirements) and the persistence helpers.
        public static let stateVersion = "stateVersion"
        public static let stateFileName = "stateFileName"
        /// A state kept in a database (`TablePersistentState`): the
        /// database's default name and which fields are tables.
        public static let stateDatabaseName = "stateDatabaseName"
        public static let tableLayout = "tableLayout"
        /// The versions a database schema's `migrations:` lists
        /// (`MigratingTablePersistentState`).
        public static let stateMigrations = "stateMigrations"
        public static let persistence = "persistence"
        public static let decodeIfCodable = "decodeIfCodable"
        public static let encodeIfCodable = "encodeIfCodable"
        /// The reducer entry point `ReducibleState` requires.
        public static let reduce = "reduce"
        /// How an embedded module's state applies an action, derived values
        /// included (StoreRuntime's `ReducibleState`, which every state conforms to).
        public static let reduceEmbedded = "reduceEmbedded"
        /// The `DerivedState` requirement that recomputes derived values.
        public static let updateDerivedValues = "updateDerivedValues"
        /// The entry point `EffectfulState` requires, for a store whose
        /// actions may start effects.
        public static let reduceWithEffects = "reduceWithEffects"
        /// The private `apply(_:)` of a store with children that come and
        /// go: the switch over actions, which `reduceWithEffects` wraps with
        /// the cancellation of what a removed child owned. (A function, not
        /// a name the validator reserves: its one unlabelled parameter sets
        /// it apart from every handler, whose parameters are labelled.)
        public static let applyAction = "apply"
        /// The state's named fields (`<Store>State.Field.<name>`), a type alias.
        public static let field = "Field"
    }

    /// What generated code adds to `<Store>Action` (a store with actions or
    /// modules) so a case can be named without its payload: StoreRuntime's
    /// `CaseNamedAction`, which `TestStore.receive(case:)` matches on.
    public enum ActionMember {
        /// The nested payload-free enum, one case per action and module,
        /// named as they are (`CounterAction.Case.add`). Inside the action
        /// enum and its extensions it hides a schema or external type of the
        /// same name, so no action payload may spell one, and no action or
        /// module may be named so (a case beside a nested type of its name is
        /// a redeclaration).
        public static let caseType = "Case"
        /// The instance property returning it (`action.case`). An action
        /// or module may still be named `case`: the enum case is a static
        /// member, the property an instance one, and Swift tells them apart.
        public static let caseProperty = "case"
        /// The runtime protocol the action enum conforms to.
        public static let conformance = "CaseNamedAction"
    }

    /// `<module><Case><Field>Link` (`detailProductLink`, `pathProductProductLink`):
    /// the static member of `<Store>State` declaring how a child's `shared: true`
    /// field is linked to the value the state holds (`share:`). One name per
    /// link, in order, all distinct and none in `taken` (the state's other
    /// members and the types its code spells): a clash gets `_` appended, as
    /// a local name does.
    public static func sharedLinkNames(
        for links: [(module: String, caseName: String?, field: String)], avoiding taken: Set<String>
    ) -> [String] {
        var taken = taken
        return links.map { link in
            var name = link.module + (link.caseName.map(capitalized) ?? "") + capitalized(link.field) + "Link"
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            return name
        }
    }
}
