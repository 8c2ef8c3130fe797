// Waiting on a store's queue: until what was dispatched has been applied
// (`settled`), or, for a producer, until a full queue has room
// (`maximumQueuedActions`). `StoreCore` keeps the waiters; `StoreEngines`
// tells a thread that must not wait.

extension Store {
    /// Returns once every action dispatched before the call, from any thread,
    /// has been applied (or dropped by middleware or by its effect's
    /// cancellation), with its middleware and synchronous subscribers done.
    ///
    /// A dispatch into a busy store queues its action and returns; a
    /// background thread applies it later. Await this to read `state`
    /// afterwards, or before a tool exits:
    ///
    /// ```swift
    /// for line in input { store.dispatch(.add(line)) }   // from any threads
    /// await store.settled()
    /// print(store.state.count)                          // includes every add
    /// ```
    ///
    /// It suspends the caller, never blocks a thread, and never deadlocks:
    /// from the main actor or a task started by a subscriber, the thread
    /// applying actions needs neither. It does not wait for what is
    /// dispatched after the call, nor for commands and effects still running
    /// (`waitForCommands()` does). Main-actor subscribers may still have
    /// changes to deliver. On a scoped store it waits for the root's queue.
    ///
    /// There is no synchronous variant: a synchronous callback of the store
    /// runs on the thread that applies the actions it would wait for (on the
    /// main thread when the main thread dispatched into an idle store), so
    /// such a call could only wait forever or return without waiting.
    /// `StatePersistence.flush()`, which must be synchronous, waits where it
    /// can (see there).
    public func settled() async {
        await queue.settled()
    }

    /// The most actions that wait in the queue of a busy store (the default
    /// is `defaultMaximumQueuedActions`). A `dispatch` that finds the queue
    /// full waits, parked, inside the call, until the thread applying
    /// actions takes the queue for its next batch; so producers that outpace
    /// the store are slowed to its pace, and nothing is lost.
    ///
    /// Who never waits: a dispatch from inside a callback of any store
    /// (reducer, middleware, synchronous subscriber, on the thread applying
    /// actions; it would wait for itself), whose action is queued beyond the
    /// bound; and the main actor until the queue holds twice the bound, so
    /// other threads filling the queue never make the main actor wait. The
    /// batch being applied comes on top: a store holds at most about twice
    /// the bound (more only through the exemptions above).
    ///
    /// Shared by a root store and the stores scoped from it. At least 1.
    public var maximumQueuedActions: Int {
        get { queue.maximumQueuedActions }
        set { queue.maximumQueuedActions = newValue }
    }

    /// How many dispatched actions wait in the queue now, not yet taken by
    /// the thread applying actions as its next batch (the batch it is
    /// applying is not counted). A moment's count, which other threads
    /// change at once: for watching a flood, not for deciding anything.
    /// Shared by a root store and the stores scoped from it.
    public var queuedActionCount: Int { queue.queuedActionCount }

    /// The bound of a new store's queue: 10,000 actions.
    public static var defaultMaximumQueuedActions: Int { StoreCore<State, Action>.defaultMaximumQueued }

    /// Waits, parked, until every action dispatched before the call is
    /// finished; `false` at once when the caller applies actions for some
    /// store (from a store callback), which must not wait.
    func waitUntilSettled() -> Bool {
        queue.waitUntilSettled()
    }

    /// The root store's queue.
    @usableFromInline
    var queue: any StoreQueue {
        switch backing {
        case .root(let core): core.takeUnretainedValue()
        case .scoped(let link): link.queue
        }
    }
}
