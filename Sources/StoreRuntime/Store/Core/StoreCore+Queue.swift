import Dispatch

// Queueing (Docs/Concurrency.md, "Queue and batches" and "Waiting"): a
// dispatch into a busy store appends its action under `queueLock` and
// returns; a producer that finds the queue full waits, parked, unless it
// must not (`StoreEngines`); `settled()` waits for what was queued before it.
//
// Hot path: `enqueue` is inlined into every `dispatch`. An idle store is
// claimed with one compare-and-swap and no lock; `queueLock` is taken only
// when the store is busy, and only `enqueueWhenRoom`, never inlined, waits.
extension StoreCore {
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
}
