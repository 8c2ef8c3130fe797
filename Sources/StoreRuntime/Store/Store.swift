// How the store works, file by file: `Store` (here) is the public face. A
// root store runs on a `StoreCore` (`Core/`: the queue, the two state slots,
// the subscriptions and the drain loop; who drains and what each lock guards
// is Docs/Concurrency.md); a store made by `scope` runs on its parent through
// a `ScopeLink`. `Store.Backing` is that choice. `ReducibleState` lets a
// state be its own reducer.

/// The single source of truth: holds a state, applies actions to it through a
/// reducer, and tells subscribers what changed.
///
/// - `dispatch` may be called from any thread. Actions are applied one at a
///   time, in the order they were dispatched, none lost. A dispatch made while
///   another action is being processed (from a subscriber, middleware, command
///   or another thread) is queued and applied after it by the thread already
///   applying actions: never recursively, with constant stack depth however
///   long the chain. No `dispatch` call applies more than its own action and
///   `dispatchBudget` queued ones (see `dispatch`).
/// - `state` may be read from any thread and never shows a half-applied action.
/// - Subscriptions get the current value first, then each change of their
///   selected value. With a `TrackedState`, a dispatch evaluates only the
///   selectors of subscriptions on the fields that changed.
///
/// ```swift
/// let store = Store<CounterState, CounterAction>(initialState: CounterState()) { state, action in
///     switch action { case .increment: state.count += 1 }
/// }
/// let token = store.subscribe(select: { $0.count }) { count in label.text = "\(count)" }
/// store.dispatch(.increment)
/// ```
///
/// The subscribers of one change are called in the order they subscribed
/// (action subscribers after state subscribers), and each subscription sees
/// its own values in order. Every main-actor delivery of one change runs in
/// one main-actor job, a *frame* (see `subscribeToFrames`), so a view never
/// draws a state that an earlier subscriber is about to navigate away from.
///
/// Misuse has defined behaviour, never a crash:
/// - dispatching to a store that has been released (a command still running,
///   a weak reference): the action is dropped;
/// - cancelling a token twice, or after its store is gone: nothing happens;
/// - subscribing or cancelling inside a callback: see `subscribe` and
///   `SubscriptionToken`;
/// - a command that throws: the error reaches an error handler (see `Command`);
/// - a reducer that dispatches: the action is queued; one that reads `state`
///   gets the state before its action.
///
/// A store made by `scope(state:action:fields:)` has the same API; it reads and
/// writes through its parent (see `scope`).
public final class Store<State: Sendable, Action: Sendable>: @unchecked Sendable {
    /// What a store runs on: its own engine, or its parent's.
    @usableFromInline
    enum Backing: Sendable {
        /// A root store: it applies actions itself.
        ///
        /// The engine is held through `Unmanaged` (retained in `init`,
        /// released in `deinit`): reading a strong reference out of an enum
        /// payload costs a retain and a release around every `dispatch`,
        /// which the hot path must not pay.
        case root(Unmanaged<StoreCore<State, Action>>)
        /// A store made by `scope`: it reads, dispatches and subscribes
        /// through its parent.
        case scoped(ScopeLink<State, Action>)
    }

    @usableFromInline let backing: Backing
    /// Shared by a root store and every store scoped from it.
    @usableFromInline let commands: CommandRegistry
    @usableFromInline let errorHandler: CommandErrorHandler

    /// A store whose change detection is given rather than found.
    ///
    /// - Parameters:
    ///   - initialState: the state the store starts from.
    ///   - middleware: sees every action before and after it is applied.
    ///   - changes: which top-level fields differ between two states; `nil`
    ///     makes every dispatch evaluate every subscriber. The initialisers
    ///     without this parameter use `State.changedFields` when `State` is a
    ///     `TrackedState`, else `nil`.
    ///   - reducer: applies one action, on whichever thread is applying
    ///     actions. It should be pure; if it does dispatch, the action is queued
    ///     like any other dispatched during processing, and reading `state`
    ///     from it gives the state before the action.
    @inlinable
    public convenience init(
        initialState: State,
        middleware: [Middleware<State, Action>] = [],
        changes: (@Sendable (State, State) -> FieldSet)?,
        reducer: @escaping @Sendable (inout State, Action) -> Void
    ) {
        var detector: StoreCore<State, Action>.ChangeDetector?
        if let changes {
            detector = { old, new in
                changes(
                    old.assumingMemoryBound(to: State.self).pointee, new.assumingMemoryBound(to: State.self).pointee)
            }
        }
        self.init(
            initialState: initialState, middleware: middleware, tracksChanges: detector != nil,
            detector: detector ?? { _, _ in .all }, tracksWrites: false, reducer: reducer)
    }

    /// Wraps `reducer` in the type-erased closure the engine calls (see
    /// `StoreCore.Reducer`); inlined, so the wrapper is specialised for the
    /// caller's types.
    @inlinable
    convenience init(
        initialState: State,
        middleware: [Middleware<State, Action>],
        tracksChanges: Bool,
        detector: @escaping StoreCore<State, Action>.ChangeDetector,
        tracksWrites: Bool,
        reducer: @escaping @Sendable (inout State, Action) -> Void
    ) {
        self.init(
            initialState: initialState, middleware: middleware, tracksChanges: tracksChanges, detector: detector,
            tracksWrites: tracksWrites, applying: Self.applying(reducer))
    }

    /// `reducer` as the type-erased closure the engine calls (see
    /// `StoreCore.Reducer`), specialised for the caller's types.
    @inlinable
    static func applying(_ reducer: @escaping @Sendable (inout State, Action) -> Void)
        -> StoreCore<State, Action>.Reducer
    {
        { state, action in
            reducer(
                &state.assumingMemoryBound(to: State.self).pointee, action.assumingMemoryBound(to: Action.self).pointee)
        }
    }

    /// The designated initialiser, given the reducer and change detector as
    /// the type-erased closures the engine calls (see `StoreCore.Reducer`).
    /// Inlined, so the closures are specialised for the caller's types. (The
    /// detector is not optional: see `Subscription.observe`.) With
    /// `tracksWrites`, a `WriteTrackedState` is compared and copied by what
    /// its handlers wrote instead of by `detector` (see `StateWrites.swift`),
    /// so only a store whose detector is the state's own passes it.
    @inlinable
    init(
        initialState: State,
        middleware: [Middleware<State, Action>],
        tracksChanges: Bool,
        detector: @escaping StoreCore<State, Action>.ChangeDetector,
        tracksWrites: Bool,
        applying reducer: @escaping StoreCore<State, Action>.Reducer
    ) {
        var tracksChanges = tracksChanges
        var detector = detector
        var writeTracking = tracksWrites ? Self.writeTracking : nil
        if let derived = State.self as? any DerivedState.Type {
            // Every dispatch brings the derived values up to date, with or
            // without tracking (untracked, every one counts as an input change).
            detector = Self.updatingDerivedValues(of: derived, after: tracksChanges ? detector : nil)
            writeTracking = writeTracking.map { Self.updatingDerivedValues(of: derived, after: $0) }
            tracksChanges = true
        }
        let core = StoreCore<State, Action>(
            initialState: initialState,
            middleware: middleware,
            tracksChanges: tracksChanges,
            changes: detector,
            writeTracking: writeTracking,
            reducer: reducer
        )
        self.backing = .root(.passRetained(core))
        self.commands = core.commands
        self.errorHandler = CommandErrorHandler()
        core.middlewareDispatch = { [weak self] action in self?.dispatch(action) }
    }

    deinit {
        if case .root(let core) = backing { core.release() }
    }

    @usableFromInline
    init(link: ScopeLink<State, Action>, commands: CommandRegistry, errorHandler: CommandErrorHandler) {
        self.backing = .scoped(link)
        self.commands = commands
        self.errorHandler = errorHandler
    }

    /// A store applying actions with `reducer`. When `State` is a
    /// `TrackedState`, a dispatch evaluates only the subscribers of the fields
    /// `State.changedFields` reports; otherwise every subscriber.
    ///
    /// (The state's own detection, and only it, comes with write tracking
    /// for a `WriteTrackedState`: write tracking stands in for the detector,
    /// so a detector given, `init(initialState:middleware:changes:reducer:)`,
    /// turns it off. Every initialiser that finds the detection in `State`
    /// comes here.)
    @inlinable
    public convenience init(
        initialState: State,
        middleware: [Middleware<State, Action>] = [],
        reducer: @escaping @Sendable (inout State, Action) -> Void
    ) {
        self.init(initialState: initialState, middleware: middleware, applying: Self.applying(reducer))
    }

    /// The same, given the reducer as the type-erased closure the engine
    /// calls: a state that reduces itself is called from it directly, where
    /// wrapping a closure that calls it cost a second call through a
    /// closure's context per action.
    @inlinable
    convenience init(
        initialState: State,
        middleware: [Middleware<State, Action>],
        applying reducer: @escaping StoreCore<State, Action>.Reducer
    ) {
        let detector = Self.trackedChanges
        self.init(
            initialState: initialState, middleware: middleware, tracksChanges: detector != nil,
            detector: detector ?? { _, _ in .all }, tracksWrites: true, applying: reducer)
    }

    /// The current state. Safe from any thread.
    @inlinable
    public var state: State {
        switch backing {
        case .root(let core): core._withUnsafeGuaranteedRef { $0.state }
        case .scoped(let link): link.read()
        }
    }

    /// Queues `action`; on an idle store, applies it before returning.
    ///
    /// - When no action is being applied (nor queued) and no subscription is
    ///   being added or removed, the caller applies `action` — middleware,
    ///   reducer, every synchronous subscriber — before `dispatch` returns,
    ///   so `state` read afterwards on the same thread includes it. It then
    ///   applies at most `dispatchBudget` actions that were queued while it
    ///   was busy, and hands whatever is still queued to a background thread,
    ///   which applies it in order: a dispatch call, on the main thread or
    ///   elsewhere, never applies more than `1 + dispatchBudget` actions.
    /// - Otherwise (another thread is applying actions, or this is a callback
    ///   of the store) `action` is queued behind the work already queued and
    ///   `dispatch` returns at once; the thread applying actions reaches it.
    ///
    /// Safe from any thread and from inside any callback of this store.
    @inlinable
    public func dispatch(_ action: Action) {
        switch backing {
        case .root(let core): core._withUnsafeGuaranteedRef { $0.dispatch(action) }
        case .scoped(let link): link.send(action)
        }
    }

    /// Dispatches an action an effect sent: with an admission, it is applied
    /// only if the admission still holds when its turn comes (see
    /// `EffectRunner`). Effects run in root stores only.
    func dispatch(_ action: Action, admittedIf admission: ActionAdmission?) {
        guard let admission, case .root(let core) = backing else { return dispatch(action) }
        core._withUnsafeGuaranteedRef { $0.dispatch(action, admittedIf: admission) }
    }

    /// How many queued actions a `dispatch` call applies, at most, after its
    /// own before handing the rest to a background thread (so a dispatch on
    /// the main thread stays short however busy other threads keep the store).
    /// A constant of the drain loop: the bound `dispatch` documents.
    public static var dispatchBudget: Int { StoreCore<State, Action>.budget }

    /// Registers a state or action observer (the primitive the public
    /// `subscribe` methods build on).
    @usableFromInline
    func register(
        fields: FieldSet,
        observesActions: Bool,
        observe: @escaping Subscription.Observer,
        cancelDelivery: (@Sendable () -> Void)?,
        cancelsOnRelease: Bool,
        storeEnded: (@Sendable () -> Void)? = nil
    ) -> SubscriptionToken {
        let core: StoreCore<State, Action>
        switch backing {
        case .root(let root): core = root.takeUnretainedValue()
        case .scoped(let link):
            return link.register(observesActions, observe, cancelDelivery, cancelsOnRelease, storeEnded)
        }
        let subscription = Subscription(fields: fields, observesActions: observesActions, observe: observe)
        subscription.storeEnded = storeEnded
        // Weak references point at the Store, never at the core: an object
        // that is weakly referenced gets a side table, which makes every
        // retain and release of it (the core's are on the hot path) slow.
        let token = SubscriptionToken(cancelsOnRelease: cancelsOnRelease) { [weak self] in
            cancelDelivery?()
            if case .root(let core)? = self?.backing { core.takeUnretainedValue().cancel(subscription) }
        }
        core.attach(subscription)
        return token
    }

    /// The frames this store's main-actor deliveries run in: the root store's.
    @usableFromInline
    var frames: MainActorFrames {
        switch backing {
        case .root(let core): core._withUnsafeGuaranteedRef { $0.frames }
        case .scoped(let link): link.frames
        }
    }

    /// Reads the state and dispatches without keeping the store alive.
    @usableFromInline
    var weakAccess: WeakStoreAccess<State, Action> {
        if case .scoped(let link) = backing { return link.access }
        return WeakStoreAccess(
            read: { [weak self] in self?.state },
            send: { [weak self] action in self?.dispatch(action) }
        )
    }
}

extension Store where State: ReducibleState, State.Action == Action {
    /// A store whose state applies its own actions (`State.reduce`), tracked
    /// like `init(initialState:middleware:reducer:)`.
    @inlinable
    public convenience init(initialState: State, middleware: [Middleware<State, Action>] = []) {
        self.init(
            initialState: initialState, middleware: middleware,
            applying: { state, action in
                state.assumingMemoryBound(to: State.self).pointee.reduce(
                    action.assumingMemoryBound(to: Action.self).pointee)
            })
    }

    /// The same, with the dependencies its handlers use (`uses:` in the
    /// schema: ids, the date, the app's own).
    @inlinable
    public convenience init(
        initialState: State, middleware: [Middleware<State, Action>] = [], dependencies: StoreDependencies
    ) {
        self.init(
            initialState: initialState, middleware: middleware,
            reducer: State.binding(dependencies, to: { $0.reduce($1) }))
    }
}

/// Reaches a store without keeping it alive: commands use it, so a released
/// store is not kept running by its own work.
@usableFromInline
struct WeakStoreAccess<State: Sendable, Action: Sendable>: Sendable {
    @usableFromInline let read: @Sendable () -> State?
    @usableFromInline let send: @Sendable (Action) -> Void
}
