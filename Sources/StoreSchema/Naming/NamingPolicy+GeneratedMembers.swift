/// Members generated code adds next to the schema's own names.
extension NamingPolicy {
    /// The private methods every generated `subscribe(<name>:)` calls (see
    /// `SubscriptionTranslation` for why they exist). They are members of
    /// `Store`, next to the subscriptions and modules.
    public enum Forwarder {
        public static let props = "_storeGenSubscribe"
        public static let actions = "_storeGenSubscribeToActions"
        public static let owned = "_storeGenSubscribeOwned"
        public static let all: [String] = [props, actions, owned]
    }

    /// Static members generated code adds to `<Store>State`.
    public enum StateMember {
        /// `TrackedState`/`FieldNaming` requirements.
        public static let fieldNames = "fieldNames"
        public static let changedFields = "changedFields"
        /// Persistence: the format version and the persistence helpers.
        public static let stateVersion = "stateVersion"
        public static let persistence = "persistence"
        public static let decodeIfCodable = "decodeIfCodable"
        public static let encodeIfCodable = "encodeIfCodable"
        /// The reducer entry point `ReducibleState` requires.
        public static let reduce = "reduce"
    }
}
