import Dispatch

/// The engine behind a root `Store`: the queue of pending work, the state, the
/// subscriptions and the loop that applies actions.
///
/// Concurrency model: one thread at a time is the *drainer*. `dispatch` on an
/// idle store makes the caller the drainer: it applies its own action, then
/// at most `budget` actions other threads (or its own callbacks) queued
/// meanwhile, and returns. Work still queued then is handed to a background
/// drainer (a global dispatch queue), never left to the caller. A dispatch
/// made while the store is busy appends its action to `queue` and returns at
/// once. So actions are applied one at a time in queue order (FIFO per
/// thread and overall), never recursively, with constant stack depth however
/// long the chain, and no `dispatch` call applies more than `1 + budget`.
///
/// `lock` guards `draining`, `drainer`, `queue`, `requests` and `currentSlot`;
/// everything else is touched only by the drainer, and the lock orders one
/// drainer after the next.
///
/// Batches: the drainer swaps the whole `queue` for its own emptied `batch`
/// in one lock round trip; both arrays keep their capacity, so queueing an
/// action allocates nothing once the arrays have grown.
///
/// The state lives in two slots. `latest` (drainer-owned) is the newest
/// state, `currentSlot` the one published to other threads. The drainer
/// copies the latest slot into the other, lets the reducer change that copy,
/// notifies subscribers, then publishes at its next lock round trip (which
/// also takes queued work and subscription requests). Other threads copy the
/// published slot under the lock, so they never see a half-applied action;
/// code on the drainer thread (callbacks, middleware) reads `latest`.
///
/// Hot path, one action on an idle store: two lock round trips (claim;
/// publish and release) and no allocation or reference counting. Each
/// further action in a drain costs one more (publish and take the next).
@usableFromInline
final class StoreCore<State: Sendable, Action: Sendable>: @unchecked Sendable {
    /// A subscription to add or remove: such requests take effect before the
    /// next action is applied.
    @usableFromInline
    struct Request {
        @usableFromInline let subscription: Subscription
        @usableFromInline let isCancel: Bool
        /// The slot that was the state when `subscribe` was called: its value
        /// is the subscription's first.
        @usableFromInline let seenSlot: Int

        @inlinable
        init(_ subscription: Subscription, isCancel: Bool, seenSlot: Int) {
            self.subscription = subscription
            self.isCancel = isCancel
            self.seenSlot = seenSlot
        }
    }

    /// The reducer and change detector take type-erased pointers (to the
    /// state, the action; to the old and new state). The closures are built by
    /// the `Store` initialisers, which are inlined into the caller and so
    /// specialised for its concrete types; a closure type without generic
    /// parameters is then called as is, with no reabstraction thunk (which
    /// would allocate per call) and no copy of a large state.
    @usableFromInline typealias Reducer = @Sendable (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
    @usableFromInline typealias ChangeDetector = @Sendable (UnsafeRawPointer, UnsafeRawPointer) -> FieldSet

    /// How many actions queued by others a `dispatch` applies after its own
    /// before it hands the rest to a background drainer (see `Store.dispatchBudget`).
    @usableFromInline static var budget: Int { 16 }

    @usableFromInline let lock = Lock()
    @usableFromInline let slots: UnsafeMutablePointer<State>

    // The lock (or drainer ownership) keeps accesses to these apart, so Swift's
    // dynamic exclusivity checks are switched off: on the hot path they would
    // cost more than the rest of a dispatch.
    // Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var draining = false
    /// The thread applying actions; `nil` while a background drainer is on its way.
    @exclusivity(unchecked) @usableFromInline var drainer: ThreadIdentity?
    @exclusivity(unchecked) @usableFromInline var queue: [Action] = []
    @exclusivity(unchecked) @usableFromInline var requests: [Request] = []
    @exclusivity(unchecked) @usableFromInline var currentSlot = 0

    // Drainer-owned.
    @exclusivity(unchecked) @usableFromInline var latest = 0
    @exclusivity(unchecked) @usableFromInline var batch: [Action] = []
    @exclusivity(unchecked) @usableFromInline var batchIndex = 0
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

    /// Whether the caller is the thread applying actions. Call with `lock` held.
    @inlinable @inline(__always)
    var callerIsDrainer: Bool {
        draining && drainer.map { $0.isSame(as: .current) } == true
    }

    @inlinable
    var state: State {
        lock.lock()
        let state = slots[callerIsDrainer ? latest : currentSlot]
        lock.unlock()
        return state
    }

    @inlinable
    func dispatch(_ action: Action) {
        lock.lock()
        if draining {
            queue.append(action)
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        apply(action)
        drain(budget: Self.budget)
    }

    /// Registers a subscription; its first value is the state as it is now
    /// (as seen from the calling thread), then it gets every later change.
    @usableFromInline
    func attach(_ subscription: Subscription) {
        lock.lock()
        if draining {
            requests.append(Request(subscription, isCancel: false, seenSlot: callerIsDrainer ? latest : currentSlot))
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        handle([Request(subscription, isCancel: false, seenSlot: latest)])
        drain(budget: Self.budget)
    }

    @usableFromInline
    func cancel(_ subscription: Subscription) {
        lock.lock()
        if draining {
            if callerIsDrainer { subscription.isActive = false }
            requests.append(Request(subscription, isCancel: true, seenSlot: 0))
            lock.unlock()
            return
        }
        draining = true
        drainer = .current
        lock.unlock()
        handle([Request(subscription, isCancel: true, seenSlot: 0)])
        drain(budget: Self.budget)
    }

    /// Publishes what the drainer applied, takes subscription requests, and
    /// applies queued actions, at most `budget` of them; then stops draining,
    /// or hands what is left to a background drainer. One lock round trip per
    /// action, and per batch taken from the queue.
    @inlinable
    func drain(budget: Int) {
        var remaining = budget
        while true {
            lock.lock()
            currentSlot = latest
            if _slowPath(!requests.isEmpty) {
                let taken = requests
                requests = []
                lock.unlock()
                handle(taken)
                continue
            }
            if batchIndex == batch.count {
                if queue.isEmpty {
                    draining = false
                    drainer = nil
                    lock.unlock()
                    return
                }
                swap(&queue, &batch)
                batchIndex = 0
            }
            if _slowPath(remaining == 0) {
                drainer = nil
                lock.unlock()
                handOff()
                return
            }
            lock.unlock()
            remaining &-= 1
            let action = batch[batchIndex]
            batchIndex &+= 1
            if batchIndex == batch.count {
                batch.removeAll(keepingCapacity: true)
                batchIndex = 0
            }
            apply(action)
        }
    }

    /// Continues draining on a background thread, which keeps going until
    /// the queue is empty (so a waiting caller is never made to).
    @usableFromInline
    func handOff() {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            lock.lock()
            drainer = .current
            lock.unlock()
            drain(budget: .max)
        }
    }

    /// Adds and removes subscriptions, in the order they were requested.
    @usableFromInline
    func handle(_ requests: [Request]) {
        for request in requests {
            let subscription = request.subscription
            if request.isCancel {
                detach(subscription)
                continue
            }
            if subscription.isDetached { continue }
            registry.add(subscription)
            if subscription.observesActions { continue }
            // Subscribed before the latest action was published: its first
            // value is the state it saw, then the latest one (if different).
            if request.seenSlot != latest, !subscription.observe(UnsafeRawPointer(slots + request.seenSlot)) {
                pruned.append(subscription)
                continue
            }
            if !subscription.observe(UnsafeRawPointer(slots + latest)) {
                pruned.append(subscription)
            }
        }
        prune()
    }

    @usableFromInline
    func detach(_ subscription: Subscription) {
        if subscription.isDetached { return }
        subscription.isActive = false
        subscription.isDetached = true
        registry.remove(subscription)
    }

    @usableFromInline
    func prune() {
        if pruned.isEmpty { return }
        let gone = pruned
        pruned = []
        for subscription in gone { detach(subscription) }
    }

    /// Middleware, reducer, notification: one action. Published by the
    /// drainer's next lock round trip (see `drain`).
    @inlinable
    func apply(_ incoming: Action) {
        var action = incoming
        let old = slots + latest
        let newSlot = latest ^ 1
        let new = slots + newSlot
        if _slowPath(!middleware.isEmpty) {
            guard let next = runBefore(action, state: old.pointee) else { return }
            action = next
        }
        new.pointee = old.pointee
        withUnsafePointer(to: action) { reducer(UnsafeMutableRawPointer(new), UnsafeRawPointer($0)) }
        let changed = tracksChanges ? changes(UnsafeRawPointer(old), UnsafeRawPointer(new)) : .all
        latest = newSlot

        if _slowPath(!middleware.isEmpty) { runAfter(action, old: old.pointee, new: new.pointee, changed: changed) }
        notify(changed, state: UnsafeRawPointer(new))
        if _slowPath(!registry.actionObservers.isEmpty) { notifyObservers(action) }
        if _slowPath(!pruned.isEmpty) { prune() }
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
