extension Store where State: EffectfulState, State.Action == Action {
    /// A store whose state applies its own actions and returns the effects
    /// they start (`State.reduceWithEffects`), which the store runs once the
    /// action is applied; tracked like `init(initialState:middleware:reducer:)`.
    ///
    /// Effects run like commands: `runningCommandCount` counts them,
    /// releasing the store cancels them, what they send after it is gone is
    /// dropped, and an error without the effect's own error action goes to
    /// `commandErrorHandler` (see `reportCommandErrors(as:)`).
    ///
    /// - Parameters:
    ///   - initialState: the state the store starts from.
    ///   - middleware: sees every action before and after it is applied.
    ///   - clock: what effects wait on (`EffectContext.clock`).
    ///   - dependencies: what effects use (`EffectContext.dependency(_:)`).
    @inlinable
    public convenience init(
        initialState: State,
        middleware: [Middleware<State, Action>] = [],
        clock: any Clock<Duration> = ContinuousClock(),
        dependencies: StoreDependencies = StoreDependencies()
    ) {
        let link = EffectLink<State, Action>(clock: clock, dependencies: dependencies)
        self.init(initialState: initialState, middleware: middleware, applying: link.applying)
        link.connect(self)
    }

    /// The same, waiting on `ContinuousClock` with no dependencies. (It has
    /// the shape of the `ReducibleState` initialiser, so that this one, the
    /// more specific, is chosen for an effectful state: with the other, a
    /// call without `clock:` would drop every effect.)
    @inlinable
    public convenience init(initialState: State, middleware: [Middleware<State, Action>] = []) {
        self.init(initialState: initialState, middleware: middleware, clock: ContinuousClock())
    }

    /// The same, waiting on `ContinuousClock` (chosen over the
    /// `ReducibleState` initialiser of this shape, which would drop the effects).
    @inlinable
    public convenience init(
        initialState: State, middleware: [Middleware<State, Action>] = [], dependencies: StoreDependencies
    ) {
        self.init(
            initialState: initialState, middleware: middleware, clock: ContinuousClock(), dependencies: dependencies)
    }

    /// Whether an effect started with identity `id` is running and not cancelled.
    public func isEffectRunning(id: some Hashable & Sendable) -> Bool {
        commands.isRunning(identity: EffectID(id))
    }
}

extension Store where State: Codable & EffectfulState, State.Action == Action {
    /// A persisted store (see `init(initialState:persistence:middleware:reducer:)`)
    /// whose state applies its own actions and whose effects the store runs.
    @inlinable
    public convenience init(
        initialState: State,
        persistence: StatePersistence<State>,
        middleware: [Middleware<State, Action>] = [],
        clock: any Clock<Duration> = ContinuousClock(),
        dependencies: StoreDependencies = StoreDependencies()
    ) {
        let link = EffectLink<State, Action>(clock: clock, dependencies: dependencies)
        self.init(initialState: initialState, persistence: persistence, middleware: middleware, reducer: link.reducer)
        link.connect(self)
    }

    /// The same, waiting on `ContinuousClock` with no dependencies (chosen
    /// over the `ReducibleState` initialiser of this shape, which would drop
    /// the effects).
    @inlinable
    public convenience init(
        initialState: State,
        persistence: StatePersistence<State>,
        middleware: [Middleware<State, Action>] = []
    ) {
        self.init(
            initialState: initialState, persistence: persistence, middleware: middleware, clock: ContinuousClock())
    }

    /// The same, waiting on `ContinuousClock` (chosen over the
    /// `ReducibleState` initialiser of this shape, which would drop the effects).
    @inlinable
    public convenience init(
        initialState: State,
        persistence: StatePersistence<State>,
        middleware: [Middleware<State, Action>] = [],
        dependencies: StoreDependencies
    ) {
        self.init(
            initialState: initialState, persistence: persistence, middleware: middleware, clock: ContinuousClock(),
            dependencies: dependencies)
    }
}

/// Between an effectful store's reducer and its `EffectRunner`: the reducer
/// is made before the store exists, so the store is connected afterwards,
/// once, weakly (effects do not keep their store alive; what they send after
/// it is gone is dropped, and its registry, closed by then, cancels what
/// would still start).
@usableFromInline
final class EffectLink<State: EffectfulState, Action: Sendable>: @unchecked Sendable where State.Action == Action {
    /// Where effects run and report, from the connected store.
    private struct Target {
        let runner: EffectRunner<Action>
        let send: @Sendable (Action, ActionAdmission?) -> Void
        let errors: CommandErrorHandler
    }

    private let lock = Lock()
    private let clock: any Clock<Duration>
    @usableFromInline let dependencies: StoreDependencies
    private var target: Target?

    @usableFromInline init(clock: any Clock<Duration>, dependencies: StoreDependencies) {
        self.clock = clock
        self.dependencies = dependencies
    }

    /// Applies the action; runs what it returns unless that is nothing. (With
    /// the dependencies bound, for a `DependentState`: the effects' tasks see
    /// them as `StoreDependencies.current` too.) Inlinable, so that it is
    /// specialised for the store's types: unspecialised, asking whether the
    /// effect is empty would look up the metadata and witness table of its
    /// array of work on every action.
    @inlinable var reducer: @Sendable (inout State, Action) -> Void {
        State.binding(dependencies) { [self] state, action in reduce(&state, action) }
    }

    /// `reducer` as the type-erased closure a store's engine calls (see
    /// `StoreCore.Reducer`): without dependencies to bind it calls `reduce`
    /// itself, where wrapping `reducer` cost a second call through a
    /// closure and a reabstraction thunk per action.
    @inlinable var applying: StoreCore<State, Action>.Reducer {
        guard State.readsDependencies else {
            return { [self] state, action in
                reduce(
                    &state.assumingMemoryBound(to: State.self).pointee,
                    action.assumingMemoryBound(to: Action.self).pointee)
            }
        }
        return Store<State, Action>.applying(reducer)
    }

    @inlinable @inline(__always)
    func reduce(_ state: inout State, _ action: Action) {
        let effect = state.reduceWithEffects(action)
        if !effect.isNone { start(effect) }
    }

    @usableFromInline func connect(_ store: Store<State, Action>) {
        let target = Target(
            runner: EffectRunner(registry: store.commands),
            send: { [weak store] action, admission in store?.dispatch(action, admittedIf: admission) },
            errors: store.errorHandler)
        lock.withLock { self.target = target }
    }

    @usableFromInline func start(_ effect: Effect<Action>) {
        guard let target = lock.withLock({ target }) else { return }
        let errors = target.errors
        target.runner.start(
            effect, clock: clock, dependencies: dependencies, send: target.send, report: { errors.report($0) })
    }
}
