extension Store where State: Codable {
    /// A store whose state survives relaunches: it starts from the saved state
    /// (or `initialState` when there is none or it cannot be used — then the
    /// file is moved aside and reported through the persistence's `onError`),
    /// and saves after each change, coalesced and atomically. A save still
    /// pending when the store is released is written before the release returns;
    /// call `try persistence.flush()` to write it earlier and learn whether it
    /// reached the disk (before a tool exits): it waits for this store to apply
    /// every action dispatched before it. With a `TrackedState`, an action
    /// that changes no field is not saved.
    @inlinable
    public convenience init(
        initialState: State,
        persistence: StatePersistence<State>,
        middleware: [Middleware<State, Action>] = [],
        reducer: @escaping @Sendable (inout State, Action) -> Void
    ) {
        self.init(
            initialState: persistence.load() ?? initialState,
            middleware: [Self.saving(to: persistence)] + middleware,
            reducer: reducer)
        Self.connect(self, to: persistence)
    }

    /// Makes the persistence's `flush()` wait for this store's queue.
    @usableFromInline
    static func connect(_ store: Store, to persistence: StatePersistence<State>) {
        persistence.addStore(store)
    }

    /// The middleware that saves each change (first in the store's list, so
    /// its `after` runs last, once every other middleware has seen the change).
    @usableFromInline
    static func saving(to persistence: StatePersistence<State>) -> Middleware<State, Action> {
        PersistenceLink(persistence).middleware()
    }
}

extension Store where State: Codable & ReducibleState, State.Action == Action {
    /// A persisted store whose state applies its own actions.
    @inlinable
    public convenience init(
        initialState: State,
        persistence: StatePersistence<State>,
        middleware: [Middleware<State, Action>] = []
    ) {
        self.init(initialState: initialState, persistence: persistence, middleware: middleware) { $0.reduce($1) }
    }

    /// The same, with the dependencies its handlers use.
    @inlinable
    public convenience init(
        initialState: State,
        persistence: StatePersistence<State>,
        middleware: [Middleware<State, Action>] = [],
        dependencies: StoreDependencies
    ) {
        self.init(
            initialState: initialState, persistence: persistence, middleware: middleware,
            reducer: State.binding(dependencies, to: { $0.reduce($1) }))
    }
}

/// Ties one store to its persistence. The store's middleware holds it, so it
/// goes when the store goes, and then writes whatever save is still pending.
final class PersistenceLink<State: Codable & Sendable>: Sendable {
    private let persistence: StatePersistence<State>

    init(_ persistence: StatePersistence<State>) {
        self.persistence = persistence
    }

    deinit {
        // A failure already went to the persistence's `onError`; whoever needs
        // it as an exit status flushes the persistence themselves.
        try? persistence.flush()
    }

    /// First in the store's middleware, so its `after` runs last, once every
    /// other middleware has seen the change.
    func middleware<Action: Sendable>() -> Middleware<State, Action> {
        Middleware(after: { [self] _, _, new, changed in
            if !changed.isEmpty { persistence.save(new, changed: changed) }
        })
    }
}
