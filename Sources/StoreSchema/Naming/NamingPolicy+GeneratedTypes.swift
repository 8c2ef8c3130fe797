/// The types a schema's generated file declares, and the ones it refers to
/// in the stores it embeds.
extension NamingPolicy {
    /// `<Store>State`: the state struct.
    public var stateType: String { Self.stateType(ofStore: storeName) }
    /// `<Store>Action`: the action enum.
    public var actionType: String { Self.actionType(ofStore: storeName) }
    /// `<Store>Reducer`: the protocol the app's state conforms to.
    public var reducerType: String { storeName + "Reducer" }
    /// `<Store>Store`: the typealias of the runtime's `Store`.
    public var storeType: String { storeName + "Store" }
    /// `<Store>Derivations`: the functions computing the derived values,
    /// which the state conforms to and the app implements.
    public var derivationsType: String { storeName + "Derivations" }

    /// `<Store><Name>Props` for a state subscription.
    public func propsType(forSubscription name: String) -> String {
        storeName + Self.capitalized(name) + "Props"
    }

    /// `<Store><Name>Model`: the Observation model of a state subscription.
    public func modelType(forSubscription name: String) -> String {
        storeName + Self.capitalized(name) + "Model"
    }

    /// `<Store><Name>Event` for an action subscription.
    public func eventType(forSubscription name: String) -> String {
        storeName + Self.capitalized(name) + "Event"
    }

    /// `<Store><Name>`: the enum of the states a `oneOf:` or `stack:` module
    /// holds, one case per feature.
    public func childStateType(forModule name: String) -> String {
        storeName + Self.capitalized(name)
    }

    /// `<Store><Name>Action`: the enum of their actions.
    public func childActionType(forModule name: String) -> String {
        childStateType(forModule: name) + "Action"
    }

    /// The state type of any store, also one embedded as a module.
    public static func stateType(ofStore store: String) -> String { store + "State" }
    /// The action type of any store, also one embedded as a module.
    public static func actionType(ofStore store: String) -> String { store + "Action" }

    /// The store's own generated types with what each one is, for the
    /// validator to claim them (at `store:`) before schema types may.
    public var storeTypes: [(name: String, role: String)] {
        [
            (stateType, "the generated state type"),
            (actionType, "the generated action type"),
            (reducerType, "the generated reducer protocol"),
            (storeType, "the generated store type"),
            (derivationsType, "the generated derivations protocol"),
        ]
    }

    /// The types a subscription declares, with what each is: an event type,
    /// or props and a model (claimed for every state subscription, though
    /// only those on the main actor declare one, so that moving one to a
    /// background executor cannot free a name another type then takes).
    public func subscriptionTypes(forSubscription name: String, receivesActions: Bool) -> [(name: String, role: String)]
    {
        receivesActions
            ? [(eventType(forSubscription: name), "the event type of subscription \(Quoting.quote(name))")]
            : [
                (propsType(forSubscription: name), "the props type of subscription \(Quoting.quote(name))"),
                (modelType(forSubscription: name), "the model type of subscription \(Quoting.quote(name))"),
            ]
    }

    /// The private generic box that stores a recursive struct field on the heap.
    public static let boxType = "_StoreGenBox"
    /// The private constant that checks the runtime's format at compile time.
    public static let runtimeCheck = "_StoreGenRuntimeCheck"
    /// The private enum that stops the build at the schema's line when no
    /// file conforms the state to its reducer protocol.
    public static let reducerCheck = "_StoreGenReducerCheck"
}
