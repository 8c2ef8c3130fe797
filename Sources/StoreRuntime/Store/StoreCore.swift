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
/// Who drains is `drainState`, two atomic words (see `DrainState`): an
/// idle store is claimed, and a drainer with nothing pending stops, with
/// one compare-and-swap each, without `queueLock`. `queueLock` guards
/// `queue`, `queuedTotal`, `waiters`, `maximumQueued` and `requests`, and
/// whoever adds to them under it also marks the drain state `pending`, so
/// that the drainer takes them before it stops. `published` says which
/// state slot is published (see `PublishedSlot`); `stateLock` lets readers
/// copy it one at a time. Everything else is touched only by the drainer;
/// the drain state's claim and stop order one drainer after the next.
///
/// Batches: the drainer swaps the whole `queue` for its own emptied `batch`
/// in one lock round trip; both arrays keep their capacity, so queueing an
/// action allocates nothing once the arrays have grown. An action queued
/// with an admission (an effect's send) is dropped, unapplied, if the
/// admission no longer holds when its turn comes.
///
/// The state lives in two slots: the drainer copies the published one into
/// the other (for a `WriteTrackedState`, only the members the previous
/// action wrote, which are all that differ), lets the reducer change that copy, then publishes it
/// (a plain store of the slot's number, see `PublishedSlot`) before any
/// subscriber hears of it.
/// Readers copy the published slot marked as read, and the drainer waits
/// for such a reader before it writes that slot again, so they never see a
/// half-applied action, and a subscriber that reads `state` sees at least
/// the change it was told of; the old state stays intact for change
/// detection and middleware.
///
/// Waiting: the queue holds at most `maximumQueued` actions. A producer that
/// finds it full waits in its `dispatch`, parked, until the drainer takes
/// the queue as its next batch (the main actor waits only at twice the
/// bound, so other threads cannot make it wait; a thread applying actions
/// for any store never waits: see `StoreEngines`). `settled()` waits until
/// every action queued before it (`queuedTotal` counts them) is finished.
/// The drainer wakes both kinds of waiter when it takes a batch or stops.
///
/// Hot path, one action on an idle store: two atomic read-modify-writes (a
/// compare-and-swap to claim it, a compare-and-swap to stop; the
/// publication between them is a plain store), no lock and no allocation.
/// In a drain, each further action costs one (the read-modify-write after
/// its publication), and each batch a round trip on `queueLock`.
@usableFromInline
final class StoreCore<State: Sendable, Action: Sendable>: StoreQueue, @unchecked Sendable {
    /// A subscription to add or remove: such requests take effect before the
    /// next action is applied.
    @usableFromInline
    struct Request: Sendable {
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
    /// The detector may write the new state: a `DerivedState`'s detector
    /// brings its derived values up to date (before the state is published).
    @usableFromInline typealias Reducer = @Sendable (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
    @usableFromInline typealias ChangeDetector = @Sendable (UnsafeRawPointer, UnsafeMutableRawPointer) -> FieldSet

    /// How a `WriteTrackedState` is brought up to date and compared (see
    /// `StateWrites.swift`), over the old and new slots and the action's
    /// stamp: `prepare` copies into the new slot what the previous action
    /// (stamped `previous`) wrote and stamps it; `changes` compares what the
    /// reducer wrote (and brings derived values up to date).
    @usableFromInline
    struct WriteTracking: Sendable {
        @usableFromInline let prepare: @Sendable (_ old: UnsafeRawPointer, _ new: UnsafeMutableRawPointer, _ stamp: UInt64, _ previous: UInt64) -> Void
        @usableFromInline let changes: @Sendable (_ old: UnsafeRawPointer, _ new: UnsafeMutableRawPointer, _ stamp: UInt64) -> FieldSet

        @inlinable
        init(
            prepare: @escaping @Sendable (UnsafeRawPointer, UnsafeMutableRawPointer, UInt64, UInt64) -> Void,
            changes: @escaping @Sendable (UnsafeRawPointer, UnsafeMutableRawPointer, UInt64) -> FieldSet
        ) {
            self.prepare = prepare
            self.changes = changes
        }
    }

    /// A queued action, with its admission when it has one (an effect's
    /// send: see `ActionAdmission`).
    @usableFromInline
    struct Queued: Sendable {
        @usableFromInline let action: Action
        @usableFromInline let admission: ActionAdmission?

        @inlinable
        init(_ action: Action, admission: ActionAdmission?) {
            self.action = action
            self.admission = admission
        }
    }

    /// How many actions queued by others a `dispatch` applies after its own
    /// before it hands the rest to a background drainer (see `Store.dispatchBudget`).
    @usableFromInline static var budget: Int { 16 }

    /// The default of `maximumQueued` (see `Store.maximumQueuedActions`).
    @usableFromInline static var defaultMaximumQueued: Int { 10_000 }

    @usableFromInline let slots: UnsafeMutablePointer<State>

    // Dispatching threads and the drainer meet only once per batch:
    // `queueLock` is taken by every dispatch while the store is busy and by
    // the drainer per batch; `published` is written by the drainer per action
    // and read by readers of `state`. What each group holds sits between
    // padding, on cache lines of its own: with the two groups on one line,
    // each publication evicted that line from the dispatching cores.
    // The locks (or drainer ownership) keep accesses apart, so Swift's
    // dynamic exclusivity checks are switched off: on the hot path they would
    // cost more than the rest of a dispatch.
    @usableFromInline let padding0 = CacheLinePadding()
    // Guarded by `queueLock`.
    @usableFromInline let queueLock = Lock()
    /// Whether the store is draining, who drains it, and whether the drainer
    /// must take `queueLock` before it stops (read and claimed without it).
    @usableFromInline let drainState = DrainState()
    @exclusivity(unchecked) @usableFromInline var queue: [Queued] = []
    /// How many actions were ever appended to `queue`.
    @exclusivity(unchecked) @usableFromInline var queuedTotal: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var waiters = QueueWaiters()
    /// The most actions `queue` holds before producers wait for room.
    @exclusivity(unchecked) @usableFromInline var maximumQueued = StoreCore.defaultMaximumQueued
    /// Added to with `published.request()`, taken with `published.takeRequests()`.
    @exclusivity(unchecked) @usableFromInline var requests: [Request] = []
    @usableFromInline let padding1 = CacheLinePadding()
    @usableFromInline let published = PublishedSlot()
    /// Taken by readers of `state`, and by the drainer only to wait for one.
    @usableFromInline let stateLock = Lock()
    @usableFromInline let padding2 = CacheLinePadding()

    // Drainer-owned.
    /// The published slot (what `published` holds, kept where the drainer,
    /// its only writer, reads it without an atomic load).
    @exclusivity(unchecked) @usableFromInline var currentSlot = 0
    @exclusivity(unchecked) @usableFromInline var batch: [Queued] = []
    @exclusivity(unchecked) @usableFromInline var batchIndex = 0
    @exclusivity(unchecked) @usableFromInline var registry = SubscriptionRegistry()
    @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var pruned: [Subscription] = []
    /// What the drain loop took under `queueLock` to do outside it (see `drain`).
    @exclusivity(unchecked) @usableFromInline var takenRequests: [Request] = []
    @exclusivity(unchecked) @usableFromInline var woken: [QueueWaiter] = []
    /// A callback of the change being delivered subscribed: its first value
    /// joins this change's frame.
    @exclusivity(unchecked) @usableFromInline var subscribedByCallback = false
    /// The subscribers of a change of several fields, gathered to be
    /// evaluated in the order they subscribed.
    @exclusivity(unchecked) @usableFromInline var gathered: [SubscriptionRegistry.Entry] = []
    /// Where main-actor deliveries are grouped, one frame per change.
    @usableFromInline let frames: MainActorFrames
    /// The fields the change being delivered changed, where `frames` reads
    /// them. Allocated once: pointing `frames` at a set on the stack took a
    /// closure and the stack protector per change, and pointing it here and
    /// back around each change two stores.
    @usableFromInline let delivered: UnsafeMutablePointer<FieldSet>

    @usableFromInline let reducer: Reducer
    /// Not optional (see `Subscription.observe`): `tracksChanges` says
    /// whether to call it; without tracking every field counts as changed.
    @usableFromInline let changes: ChangeDetector
    @usableFromInline let tracksChanges: Bool
    /// Set for a `WriteTrackedState` (then used instead of `changes`).
    @usableFromInline let writeTracking: WriteTracking?
    /// The stamp of the latest action applied with write tracking, and the
    /// end of the block of stamps this store reserved (drainer-owned).
    @exclusivity(unchecked) @usableFromInline var stamp: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var stampLimit: UInt64 = 0
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
        writeTracking: WriteTracking? = nil,
        reducer: @escaping Reducer
    ) {
        slots = .allocate(capacity: 2)
        slots.initialize(to: initialState)
        (slots + 1).initialize(to: initialState)
        delivered = .allocate(capacity: 1)
        delivered.initialize(to: FieldSet())
        frames = MainActorFrames(drainState: drainState)
        frames.changedFields = UnsafePointer(delivered)
        self.middleware = middleware
        self.changes = changes
        self.tracksChanges = tracksChanges
        self.writeTracking = writeTracking
        self.reducer = reducer
        StoreEngines.shared.add(drainState, of: ObjectIdentifier(self))
    }

    deinit {
        StoreEngines.shared.remove(ObjectIdentifier(self))
        for subscription in registry.owners where !subscription.isDetached {
            subscription.storeEnded?()
        }
        registry.deallocateIndex()
        commands.cancelAll()
        slots.deinitialize(count: 2)
        slots.deallocate()
        delivered.deinitialize(count: 1)
        delivered.deallocate()
    }

    /// Whether the caller is the thread applying actions.
    @inlinable @inline(__always)
    var callerIsDrainer: Bool {
        drainState.isApplying(on: .current)
    }

    @inlinable
    var state: State {
        stateLock.withLock {
            let slot = published.beginReading(drainState)
            defer { published.endReading(slot, drainState) }
            return slots[slot]
        }
    }

    /// Makes the caller the drainer if no one is; otherwise runs `queueing`
    /// (under `queueLock`) and returns `false`.
    @inlinable @inline(__always)
    func claim(orElse queueing: () -> Void) -> Bool {
        if drainState.claim() { return true }
        return queueLock.withLock {
            if drainState.claimOrSetPending() { return true }
            queueing()
            return false
        }
    }

    @inlinable
    func dispatch(_ action: Action) {
        switch enqueue(action, admission: nil) {
        case .claimed:
            applyInline(action, stopsNext: true)
            if !stopIfIdle() {
                // A failed stop changes nothing: the drain's first write
                // needs the read-modify-write after the publication.
                _ = drainState.afterPublishing()
                drain(budget: Self.budget)
            }
        case .queued:
            return
        case .full:
            enqueueWhenRoom(action, admission: nil)
        }
    }

    /// Dispatches `action` to be applied only if `admission` still holds
    /// when its turn comes (checked on the thread applying it).
    @inlinable
    func dispatch(_ action: Action, admittedIf admission: @escaping ActionAdmission) {
        switch enqueue(action, admission: admission) {
        case .claimed:
            if admission() { apply(action) }
            drain(budget: Self.budget)
        case .queued:
            return
        case .full:
            enqueueWhenRoom(action, admission: admission)
        }
    }

    /// What `enqueue` did with an action.
    @usableFromInline
    enum Enqueued: Sendable {
        /// The store was idle: the caller is now the drainer and applies it.
        case claimed
        case queued
        /// The queue holds `maximumQueued` actions: nothing was done.
        case full
    }

    /// Claims the store (one compare-and-swap when it is idle), or queues
    /// the action if there is room.
    @inlinable @inline(__always)
    func enqueue(_ action: Action, admission: ActionAdmission?) -> Enqueued {
        if _fastPath(drainState.claim()) { return .claimed }
        return queueLock.withLock {
            if drainState.claimOrSetPending() { return .claimed }
            if _slowPath(queue.count >= maximumQueued) { return .full }
            queue.append(Queued(action, admission: admission))
            queuedTotal &+= 1
            return .queued
        }
    }

    /// A dispatch that found the queue full: waits, parked, until there is
    /// room, unless the caller applies actions for some store (it would wait
    /// for itself, or for a store waiting for it), in which case it queues
    /// the action beyond the bound. The main actor waits only at twice the
    /// bound: the other threads' half is never its to wait for.
    @inlinable @inline(never)
    func enqueueWhenRoom(_ action: Action, admission: ActionAdmission?) {
        let mayWait = !StoreEngines.shared.callerIsApplyingActions
        let isMain = ThreadIdentity.isMain
        while true {
            let room = DispatchSemaphore(value: 0)
            let outcome: Enqueued = queueLock.withLock {
                if drainState.claimOrSetPending() { return .claimed }
                let bound = maximumQueued
                let limit = !mayWait ? Int.max : isMain ? (bound > Int.max / 2 ? Int.max : bound * 2) : bound
                if queue.count < limit {
                    queue.append(Queued(action, admission: admission))
                    queuedTotal &+= 1
                    return .queued
                }
                waiters.waitForRoom(.thread(room))
                return .full
            }
            switch outcome {
            case .claimed:
                if admission?() ?? true { apply(action) }
                drain(budget: Self.budget)
                return
            case .queued:
                return
            case .full:
                room.wait()
            }
        }
    }

    /// Registers `waiter` to be woken once every action queued, or being
    /// applied, now is finished; `false` (nothing registered) when the store
    /// is idle.
    @usableFromInline
    func waitForQueued(_ waiter: QueueWaiter) -> Bool {
        queueLock.withLock {
            guard drainState.setPendingIfDraining() else { return false }
            waiters.waitForSettling(through: queuedTotal, waiter)
            return true
        }
    }

    /// Returns once every action dispatched before the call is finished
    /// (applied, or dropped by middleware or its admission).
    @usableFromInline
    func settled() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if !waitForQueued(.task(continuation)) { continuation.resume() }
        }
    }

    /// The same, parking the calling thread; `false`, at once, when the
    /// caller applies actions for some store (this one's callbacks would
    /// wait for themselves; see `StoreEngines`).
    @usableFromInline
    func waitUntilSettled() -> Bool {
        if !drainState.isDraining { return true }
        if StoreEngines.shared.callerIsApplyingActions { return false }
        let semaphore = DispatchSemaphore(value: 0)
        if waitForQueued(.thread(semaphore)) { semaphore.wait() }
        return true
    }

    @usableFromInline
    var queuedActionCount: Int { queueLock.withLock { queue.count } }

    @usableFromInline
    var maximumQueuedActions: Int {
        get { queueLock.withLock { maximumQueued } }
        set {
            let bound = max(1, newValue)
            // A larger bound makes room at once.
            let woken: [QueueWaiter] = queueLock.withLock {
                maximumQueued = bound
                return waiters.takeRoomWaiters()
            }
            for waiter in woken { waiter.wake() }
        }
    }

    /// Registers a subscription; its first value is the state as it is now
    /// (as seen from the calling thread), then it gets every later change.
    @usableFromInline
    func attach(_ subscription: Subscription) {
        let claimed = claim(orElse: {
            if callerIsDrainer { subscribedByCallback = true }
            requests.append(Request(subscription, isCancel: false, seenSlot: published.request(drainState)))
        })
        guard claimed else { return }
        handle([Request(subscription, isCancel: false, seenSlot: currentSlot)])
        endFrame()
        drain(budget: Self.budget)
    }

    @usableFromInline
    func cancel(_ subscription: Subscription) {
        let claimed = claim(orElse: {
            if callerIsDrainer { subscription.isActive = false }
            _ = published.request(drainState)
            requests.append(Request(subscription, isCancel: true, seenSlot: 0))
        })
        guard claimed else { return }
        handle([Request(subscription, isCancel: true, seenSlot: 0)])
        drain(budget: Self.budget)
    }

    /// After a dispatch that claimed an idle store applied its own action: stops
    /// draining when nothing is pending under `queueLock` (no queued
    /// actions, requests or waiters), one compare-and-swap inlined into the
    /// dispatch; `false` when `drain` has work (it takes the lock). The
    /// batch needs no look: a drainer stops only with its batch finished,
    /// and only `drain` takes a new one, so a dispatch that claimed an idle
    /// store has none.
    @inlinable @inline(__always)
    func stopIfIdle() -> Bool {
        assert(batchIndex == batch.count, "a dispatch that claimed an idle store found a batch")
        return drainState.stop()
    }

    /// Applies queued actions, at most `budget` of them, taking them from
    /// the queue a batch per lock round trip; then stops draining, or hands
    /// what is left to a background drainer.
    ///
    /// Each round trip's outcome is a `DrainStep` without payload: what a
    /// step carries (requests to handle, waiters to wake) waits in
    /// drainer-owned `takenRequests` and `woken`: with payloads in the enum,
    /// every return would build the step and then destroy it through an
    /// outlined switch over its cases, on every dispatch.
    @inlinable
    func drain(budget: Int) {
        var remaining = budget
        while true {
            if batchIndex < batch.count && remaining > 0 {
                remaining &-= 1
                let queued = batch[batchIndex]
                batchIndex &+= 1
                if batchIndex == batch.count {
                    batch.removeAll(keepingCapacity: true)
                    batchIndex = 0
                }
                if let admission = queued.admission, !admission() { continue }
                apply(queued.action)
                continue
            }
            if batchIndex == batch.count && drainState.stop() { return }
            let next: DrainStep = queueLock.withLock {
                if _slowPath(!requests.isEmpty || !waiters.isEmpty) { return nextStepSlowly(remaining: remaining) }
                if batchIndex == batch.count {
                    if queue.isEmpty {
                        drainState.update(stopping: true, hasWork: false)
                        return .stop
                    }
                    swap(&queue, &batch)
                    batchIndex = 0
                    drainState.update(stopping: false, hasWork: false)
                }
                if _slowPath(remaining == 0) {
                    drainState.setDrainer(nil)
                    return .handOff
                }
                return .apply
            }
            switch next {
            case .apply: continue
            case .stop: return
            case .handOff:
                handOff()
                return
            case .handle:
                handle(takeTaken())
                endFrame()
            case .wakeThenApply, .wakeThenHandOff:
                wakeWoken()
                if next == .wakeThenApply { continue }
                handOff()
                return
            }
        }
    }

    /// The drain loop's next step when subscriptions are to be added or
    /// removed, or someone waits (call holding `queueLock`). Requests come
    /// first. Otherwise as in `drain`, and when the drainer takes a batch or
    /// finds the queue empty, it takes the producers waiting for room and
    /// the callers whose actions are all finished (those queued before the
    /// batch, or all) into `woken`, to be woken outside the lock (and only
    /// then stops, since the next drainer may use `woken`).
    @usableFromInline
    func nextStepSlowly(remaining: Int) -> DrainStep {
        if !requests.isEmpty {
            takenRequests = takeRequestsLocked()
            return .handle
        }
        if batchIndex == batch.count {
            if queue.isEmpty {
                // Stops after waking them, in the loop: once stopped, the
                // next drainer may use `woken` meanwhile.
                woken = waiters.release(finished: .max)
                drainState.update(stopping: false, hasWork: false)
                return .wakeThenApply
            }
            swap(&queue, &batch)
            batchIndex = 0
            woken = waiters.release(finished: queuedTotal &- UInt64(batch.count))
            drainState.update(stopping: false, hasWork: !waiters.isEmpty)
        }
        if remaining == 0 {
            drainState.setDrainer(nil)
            return .wakeThenHandOff
        }
        return .wakeThenApply
    }

    /// The requests `nextStepSlowly` took.
    @usableFromInline
    func takeTaken() -> [Request] {
        defer { takenRequests = [] }
        return takenRequests
    }

    /// Wakes the waiters `nextStepSlowly` took (outside `queueLock`).
    @usableFromInline
    func wakeWoken() {
        let waking = woken
        woken = []
        for waiter in waking { waiter.wake() }
    }

    /// What the drain loop does after a lock round trip.
    @usableFromInline
    enum DrainStep: Sendable {
        /// Apply the batch just taken.
        case apply
        /// Nothing is queued: the store is idle again.
        case stop
        /// The budget is spent: a background thread takes over.
        case handOff
        /// Add or remove the subscriptions in `takenRequests` first.
        case handle
        /// Wake the waiters in `woken` (outside the lock), then go on as
        /// the name says (applying what is left of the batch, or stopping
        /// if nothing is).
        case wakeThenApply, wakeThenHandOff
    }

    /// Continues draining on a background thread, which keeps going until
    /// the queue is empty (so a waiting caller is never made to). Inlinable,
    /// like `drain`: the background thread then runs the code specialised for
    /// the store's types (unspecialised, every action looked up generic
    /// metadata, and 8 threads got through a fifth as much).
    @inlinable
    func handOff() {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            drainState.setDrainer(.current)
            drain(budget: .max)
        }
    }

    @usableFromInline
    func takeRequests() {
        handle(queueLock.withLock { takeRequestsLocked() })
    }

    /// Call holding `queueLock`.
    @usableFromInline
    func takeRequestsLocked() -> [Request] {
        published.takeRequests(drainState)
        defer { requests = [] }
        return requests
    }

    /// Adds and removes subscriptions, in the order they were requested. A
    /// first value is of every field (what models read in `frames`).
    @usableFromInline
    func handle(_ requests: [Request]) {
        frames.changedFields = UnsafePointer(frames.everyField)
        defer { frames.changedFields = UnsafePointer(delivered) }
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
            if request.seenSlot != currentSlot, !subscription.observe(UnsafeRawPointer(slots + request.seenSlot)) {
                pruned.append(subscription)
                continue
            }
            if !subscription.observe(UnsafeRawPointer(slots + currentSlot)) {
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

    /// Middleware, reducer, publication, notification: one action. The
    /// middleware's `before`s run first, and the action they return is
    /// applied by a second call (`afterMiddleware`), so that without
    /// middleware the action is used as passed: a copy of it, to replace
    /// it, retained and released an action with a payload. Called by the
    /// drain loop and the other paths; `dispatch` applies its own action
    /// with the same body inlined (`applyInline`).
    @inlinable
    func apply(_ action: Action, afterMiddleware: Bool = false) {
        applyInline(action, afterMiddleware: afterMiddleware)
    }

    /// `apply`'s body, inlined into a dispatch that claimed an idle store:
    /// one function's prologue and epilogue per dispatch instead of two,
    /// and no call (which, for stores whose types lay out alike, went
    /// through a thunk of the compiler's merged functions).
    ///
    /// `stopsNext`: the caller claimed an idle store and stops right after
    /// (its stop, a read-modify-write of the drain state, follows the
    /// publication; see `PublishedSlot`), so the publication needs none of
    /// its own. Nor does it look for subscription requests: a request made
    /// meanwhile set `pending`, so the stop fails and the drain that
    /// follows takes it, before it writes a slot (its first value is the
    /// state its requester saw, then this one, as when it is taken here).
    @inlinable @inline(__always)
    func applyInline(_ action: Action, afterMiddleware: Bool = false, stopsNext: Bool = false) {
        let old = slots + currentSlot
        let new = slots + (currentSlot ^ 1)
        if _slowPath(!afterMiddleware && !middleware.isEmpty) {
            guard let next = runBefore(action, state: old.pointee) else { return }
            return apply(next, afterMiddleware: true)
        }
        let changed = delivered
        // The last change's set is replaced below by initialising over it,
        // which releases nothing: only a set with an array of high indices
        // holds something to release, so only such a set is cleared first
        // (assigning cost a call to release an absent array per action).
        if _slowPath(changed.pointee.high != nil) { changed.pointee = FieldSet() }
        // The slot about to be written was published before the last
        // publication: a reader may still be copying it.
        if _slowPath(drainState.isBeingRead(currentSlot ^ 1)) { waitForReader() }
        let fields: FieldSet
        if let writeTracking {
            let previous = stamp
            stamp &+= 1
            if _slowPath(stamp >= stampLimit) {
                stamp = WriteStamps.reserveBlock()
                stampLimit = stamp &+ WriteStamps.blockSize
            }
            writeTracking.prepare(UnsafeRawPointer(old), UnsafeMutableRawPointer(new), stamp, previous)
            reduce(action, into: new)
            fields = writeTracking.changes(UnsafeRawPointer(old), UnsafeMutableRawPointer(new), stamp)
        } else {
            new.pointee = old.pointee
            reduce(action, into: new)
            fields = tracksChanges ? changes(UnsafeRawPointer(old), UnsafeMutableRawPointer(new)) : .all
        }
        // What `notify` tells the common sets by, taken while the set is at
        // hand: read back from `delivered` after the publication's atomic
        // operation, it cost a load of every member.
        let lowFields = fields.lowFieldsOnly
        changed.initialize(to: fields)

        published.publish(currentSlot ^ 1)
        currentSlot ^= 1
        let hasRequests = !stopsNext && drainState.afterPublishing()
        if _slowPath(hasRequests) { takeRequests() }

        if _slowPath(!middleware.isEmpty) { runAfter(action, old: old.pointee, new: new.pointee, changed: changed.pointee) }
        notify(state: UnsafeRawPointer(new), lowFields: lowFields)
        if _slowPath(!registry.actionObservers.isEmpty) { notifyObservers(action) }
        if _slowPath(!pruned.isEmpty) { prune() }
        endFrame()
    }

    /// Waits, parked, until the reader of `state` copying a slot is done
    /// (readers copy under `stateLock`).
    @usableFromInline @inline(never)
    func waitForReader() {
        stateLock.withLock {}
    }

    /// Calls the reducer on the state in `new`. The action is handed over
    /// through a pointer that lives only for the call and is only read,
    /// taken without the stack protector `withUnsafePointer` adds, whose
    /// check and spills would run on every dispatch for a pointer that
    /// cannot overflow.
    @inlinable @inline(__always)
    func reduce(_ action: Action, into new: UnsafeMutablePointer<State>) {
        _withUnprotectedUnsafePointer(to: action) { reducer(UnsafeMutableRawPointer(new), UnsafeRawPointer($0)) }
    }

    /// Ends the frame of the change just delivered; first, a subscription
    /// that one of its callbacks made gets its first value (this state) in it.
    @inlinable @inline(__always)
    func endFrame() {
        while _slowPath(subscribedByCallback) {
            subscribedByCallback = false
            takeRequests()
        }
        frames.finish()
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

    /// Evaluates the subscribers of the fields in `delivered` (all of them
    /// when the state cannot tell), each at most once, in the order they
    /// subscribed. (`frames.changedFields` points at `delivered`, except
    /// while `handle` delivers first values: models read it from there.)
    ///
    /// Reads `delivered` where it lies: a copy of the set would retain and
    /// release its array of high indices. The common sets are told apart
    /// first: fields below 64, not every field (`lowFields`, the set's
    /// `lowFieldsOnly`); then the common stores: one subscription, or one
    /// field changed (below 64, or, in a wide state, above).
    @inlinable @inline(__always)
    func notify(state: UnsafeRawPointer, lowFields: UInt64?) {
        registry.refreshIndexIfNeeded()
        let changed = delivered
        if _fastPath(lowFields != nil) {
            let low = lowFields.unsafelyUnwrapped
            if low == 0 { return }
            // A store with one subscription (of fields below 64).
            if let only = registry.only {
                if registry.onlyFields & low != 0 { evaluate(only, state) }
                return
            }
            // One field, and no one listens to every field: its subscribers
            // are filed in the order they subscribed, and each appears once.
            if _fastPath(low & (low &- 1) == 0 && registry.everyField.isEmpty) {
                notifyField(low.trailingZeroBitCount, state)
                return
            }
        } else if changed.pointee.isAll {
            for entry in registry.all { evaluate(entry, state) }
            return
        } else if let field = changed.pointee.onlyHighIndex, registry.everyField.isEmpty {
            // One field of 64 or more (a wide state's action): as above.
            notifyField(field, state)
            return
        }
        notifyInOrder(changed.pointee, state: state)
    }

    /// Evaluates the subscribers of `field`, the only field that changed.
    @inlinable @inline(__always)
    func notifyField(_ field: Int, _ state: UnsafeRawPointer) {
        let starts = registry.fieldStarts
        guard field < starts.count &- 1 else { return }
        let entries = registry.fieldEntries
        // A loop over a `Range` would check its bounds first.
        var index = starts[field]
        let end = starts[field &+ 1]
        while index < end {
            evaluate(entries[index], state)
            index &+= 1
        }
    }

    /// Evaluates the subscribers of several changed fields (and those of
    /// every field), each once, in the order they subscribed.
    @usableFromInline
    func notifyInOrder(_ changed: FieldSet, state: UnsafeRawPointer) {
        generation &+= 1
        let stamp = generation
        gathered.removeAll(keepingCapacity: true)
        let starts = registry.fieldStarts
        let entries = registry.fieldEntries
        changed.forEachIndex { field in
            guard field < starts.count &- 1 else { return }
            for index in starts[field]..<starts[field &+ 1] {
                let entry = entries[index]
                let isNew: Bool = entry._withUnsafeGuaranteedRef { subscription in
                    defer { subscription.evaluatedGeneration = stamp }
                    return subscription.evaluatedGeneration != stamp
                }
                if isNew { gathered.append(entry) }
            }
        }
        if !registry.everyField.isEmpty { gathered.append(contentsOf: registry.everyField) }
        if gathered.count > 1 {
            gathered.sort { first, second in
                first._withUnsafeGuaranteedRef { $0.order } < second._withUnsafeGuaranteedRef { $0.order }
            }
        }
        for entry in gathered { evaluate(entry, state) }
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
