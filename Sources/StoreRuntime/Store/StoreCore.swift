/// The engine behind a root `Store`: the queue of pending work, the state, the
/// subscriptions and the loop that applies actions.
///
/// Concurrency model: one thread at a time is the *drainer*. `dispatch` on a
/// store that is not busy makes the caller the drainer; a dispatch made while
/// another is being processed (from a subscriber, middleware, command or
/// another thread) is appended to `queue` and applied by the thread already
/// draining, after the current one. So actions are applied one at a time in
/// FIFO order, never recursively, with constant stack depth however long the
/// chain. `lock` guards `draining`, `drainer`, `queue`, `cancelRequests` and
/// which state slot is published; everything else is touched only by the
/// drainer, and the lock orders one drainer after the next.
///
/// The state lives in two slots: the drainer copies the published one into
/// the other, lets the reducer change that copy, then publishes it by flipping
/// `currentSlot` under the lock. Readers copy the published slot under the
/// lock, so they never see a half-applied action, and the old state stays
/// intact for change detection and middleware.
///
/// Hot path budget, when nothing is queued: three lock round trips (claim
/// the drain, publish, release the drain) and no allocation or reference
/// counting.
@usableFromInline
final class StoreCore<State: Sendable, Action: Sendable>: @unchecked Sendable {
    @usableFromInline
    enum Work {
        case action(Action)
        case attach(Subscription)
    }

    /// The reducer and change detector take type-erased pointers (to the
    /// state, the action; to the old and new state). The closures are built by
    /// the `Store` initialisers, which are inlined into the caller and so
    /// specialised for its concrete types; a closure type without generic
    /// parameters is then called as is, with no reabstraction thunk (which
    /// would allocate per call) and no copy of a large state.
    @usableFromInline typealias Reducer = @Sendable (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
    @usableFromInline typealias ChangeDetector = @Sendable (UnsafeRawPointer, UnsafeRawPointer) -> FieldSet

    @usableFromInline let lock = Lock()
    @usableFromInline let slots: UnsafeMutablePointer<State>

    // The lock (or drainer ownership) keeps accesses to these apart, so Swift's
    // dynamic exclusivity checks are switched off: on the hot path they would
    // cost more than the rest of a dispatch.
    // Guarded by `lock` (the drainer may read `currentSlot` without it).
    @exclusivity(unchecked) @usableFromInline var draining = false
    @exclusivity(unchecked) @usableFromInline var drainer: ThreadIdentity
    @exclusivity(unchecked) @usableFromInline var queue: [Work] = []
    @exclusivity(unchecked) @usableFromInline var queueHead = 0
    @exclusivity(unchecked) @usableFromInline var cancelRequests: [Subscription] = []
    @exclusivity(unchecked) @usableFromInline var currentSlot = 0

    // Drainer-owned.
    @exclusivity(unchecked) @usableFromInline var registry = SubscriptionRegistry()
    @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var pruned: [Subscription] = []

    @usableFromInline let reducer: Reducer
    /// Not optional (see `Subscription.observe`): `tracksChanges` says
    /// whether to call it; without tracking every field counts as changed.
    @usableFromInline let changes: ChangeDetector
    @usableFromInline let tracksChanges: Bool
    @usableFromInline let middleware: [Middleware<State, Action>]
    /// How middleware dispatches: back into the store, weakly (set by `Store`).
    @usableFromInline var middlewareDispatch: @Sendable (Action) -> Void = { _ in }
    @usableFromInline let commands = CommandRegistry()

    @usableFromInline
    init(
        initialState: State,
        middleware: [Middleware<State, Action>],
        tracksChanges: Bool,
        changes: @escaping ChangeDetector,
        reducer: @escaping Reducer
    ) {
        slots = .allocate(capacity: 2)
        slots.initialize(to: initialState)
        (slots + 1).initialize(to: initialState)
        drainer = .current
        self.middleware = middleware
        self.changes = changes
        self.tracksChanges = tracksChanges
        self.reducer = reducer
    }

    deinit {
        for subscription in registry.owners where !subscription.isDetached {
            subscription.storeEnded?()
        }
        registry.deallocateIndex()
        commands.cancelAll()
        slots.deinitialize(count: 2)
        slots.deallocate()
    }

    @inlinable
    var state: State {
        lock.lock()
        let state = slots[currentSlot]
        lock.unlock()
        return state
    }

    @inlinable
    func dispatch(_ action: Action) {
        lock.lock()
        if draining {
            queue.append(.action(action))
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        apply(action)
        drain()
    }

    /// Registers a subscription; the current value reaches it before any
    /// action dispatched after this call.
    @usableFromInline
    func attach(_ subscription: Subscription) {
        lock.lock()
        if draining {
            queue.append(.attach(subscription))
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        perform(.attach(subscription))
        drain()
    }

    @usableFromInline
    func cancel(_ subscription: Subscription) {
        lock.lock()
        cancelRequests.append(subscription)
        if draining {
            if drainer.isSame(as: .current) { subscription.isActive = false }
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        drain()
    }

    /// Applies queued work until the queue is empty, then stops draining.
    @inlinable
    func drain() {
        while true {
            lock.lock()
            if _slowPath(!cancelRequests.isEmpty) {
                let requests = cancelRequests
                cancelRequests = []
                lock.unlock()
                detach(requests)
                continue
            }
            if _slowPath(queueHead < queue.count) {
                let work = queue[queueHead]
                queueHead += 1
                if queueHead == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueHead = 0
                }
                lock.unlock()
                perform(work)
                continue
            }
            draining = false
            lock.unlock()
            return
        }
    }

    @usableFromInline
    func perform(_ work: Work) {
        switch work {
        case .action(let action):
            apply(action)
        case .attach(let subscription):
            if subscription.isDetached { return }
            registry.add(subscription)
            if !subscription.observesActions, !subscription.observe(UnsafeRawPointer(slots + currentSlot)) {
                pruned.append(subscription)
            }
            prune()
        }
    }

    @usableFromInline
    func detach(_ subscriptions: [Subscription]) {
        for subscription in subscriptions where !subscription.isDetached {
            subscription.isActive = false
            subscription.isDetached = true
            registry.remove(subscription)
        }
    }

    @usableFromInline
    func prune() {
        if pruned.isEmpty { return }
        let gone = pruned
        pruned = []
        detach(gone)
    }

    /// Middleware, reducer, publication, notification: one action.
    @inlinable
    func apply(_ incoming: Action) {
        var action = incoming
        let old = slots + currentSlot
        let new = slots + (currentSlot ^ 1)
        if _slowPath(!middleware.isEmpty) {
            guard let next = runBefore(action, state: old.pointee) else { return }
            action = next
        }
        new.pointee = old.pointee
        withUnsafePointer(to: action) { reducer(UnsafeMutableRawPointer(new), UnsafeRawPointer($0)) }
        let changed = tracksChanges ? changes(UnsafeRawPointer(old), UnsafeRawPointer(new)) : .all

        lock.lock()
        currentSlot ^= 1
        let hasCancelRequests = !cancelRequests.isEmpty
        lock.unlock()
        if _slowPath(hasCancelRequests) { takeCancelRequests() }

        if _slowPath(!middleware.isEmpty) { runAfter(action, old: old.pointee, new: new.pointee, changed: changed) }
        notify(changed, state: UnsafeRawPointer(new))
        if _slowPath(!registry.actionObservers.isEmpty) { notifyObservers(action) }
        if _slowPath(!pruned.isEmpty) { prune() }
    }

    @usableFromInline
    func takeCancelRequests() {
        lock.lock()
        let requests = cancelRequests
        cancelRequests = []
        lock.unlock()
        detach(requests)
    }

    /// The middleware's `before`s in order; `nil` when one dropped the action.
    @usableFromInline
    func runBefore(_ action: Action, state: State) -> Action? {
        var action = action
        for link in middleware {
            guard let before = link.before else { continue }
            guard let next = before(action, state, middlewareDispatch) else { return nil }
            action = next
        }
        return action
    }

    @usableFromInline
    func runAfter(_ action: Action, old: State, new: State, changed: FieldSet) {
        for link in middleware.reversed() {
            link.after?(action, old, new, changed)
        }
    }

    @usableFromInline
    func notifyObservers(_ action: Action) {
        withUnsafePointer(to: action) { action in
            for observer in registry.actionObservers where observer.isActive {
                if !observer.observe(UnsafeRawPointer(action)) { pruned.append(observer) }
            }
        }
    }

    /// Evaluates the subscribers of the changed fields (all of them when the
    /// state cannot tell), each at most once.
    @inlinable
    func notify(_ changed: FieldSet, state: UnsafeRawPointer) {
        registry.refreshIndexIfNeeded()
        if changed.isAll {
            for entry in registry.all { evaluate(entry, state) }
            return
        }
        if changed.isEmpty { return }
        generation &+= 1
        let stamp = generation
        let starts = registry.fieldStarts
        let entries = registry.fieldEntries
        let fieldCount = starts.count - 1
        changed.forEachIndex { field in
            guard field < fieldCount else { return }
            for index in starts[field]..<starts[field + 1] {
                entries[index]._withUnsafeGuaranteedRef { subscription in
                    if subscription.evaluatedGeneration != stamp {
                        subscription.evaluatedGeneration = stamp
                        evaluate(subscription, state)
                    }
                }
            }
        }
        for entry in registry.everyField { evaluate(entry, state) }
    }

    @inlinable @inline(__always)
    func evaluate(_ entry: SubscriptionRegistry.Entry, _ state: UnsafeRawPointer) {
        entry._withUnsafeGuaranteedRef { evaluate($0, state) }
    }

    @inlinable @inline(__always)
    func evaluate(_ subscription: Subscription, _ state: UnsafeRawPointer) {
        guard subscription.isActive else { return }
        if _slowPath(!subscription.observe(state)) {
            pruned.append(subscription)
        }
    }
}
