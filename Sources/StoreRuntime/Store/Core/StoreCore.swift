/// The engine behind a root `Store`: the queue of pending work, the two
/// state slots, the subscriptions and the loop that applies actions.
///
/// How threads share it (one drainer at a time, what `queueLock` and
/// `stateLock` guard, how a state is published, who waits and who must
/// not) is written once, in Docs/Concurrency.md. This file holds what the
/// engine is made of; what it does is split by concern, one file each,
/// whose header states the rules that apply there:
///
/// - `StoreCore+Drain.swift`: `dispatch`, and the drain loop that applies
///   queued actions a batch at a time (the hot path's rules);
/// - `StoreCore+Queue.swift`: queueing into a busy store, a full queue,
///   and waiting until what was dispatched is finished;
/// - `StoreCore+Publication.swift`: one action applied (middleware,
///   reducer, change detection) and its state published;
/// - `StoreCore+Notification.swift`: the subscribers of what changed told;
/// - `StoreCore+SubscriptionRequests.swift`: subscriptions added and
///   removed between actions.
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
        @usableFromInline let prepare:
            @Sendable (_ old: UnsafeRawPointer, _ new: UnsafeMutableRawPointer, _ stamp: UInt64, _ previous: UInt64) ->
                Void
        @usableFromInline let changes:
            @Sendable (_ old: UnsafeRawPointer, _ new: UnsafeMutableRawPointer, _ stamp: UInt64) -> FieldSet

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
}
