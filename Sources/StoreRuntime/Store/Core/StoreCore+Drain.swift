import Dispatch

// Dispatch and the drain loop: who applies actions, and how many
// (Docs/Concurrency.md, "One drainer at a time" and "Queue and batches").
//
// Hot path. A dispatch into an idle store runs `dispatch`, `applyInline`
// and `stopIfIdle`, all inlined into the caller; its rules:
// - no lock and no allocation: claiming and stopping are one
//   compare-and-swap each (`DrainState`); `queueLock` is taken only when
//   the stop finds work pending, and then once per batch, not per action;
// - what is rare (a full queue, requests, waiters, a reader in the way) is
//   tested behind `_slowPath` and handled in functions that are not
//   inlined (`enqueueWhenRoom`, `nextStepSlowly`, `waitForReader`), so the
//   common path stays short;
// - what runs per action is `@inlinable`, so it is specialised for the
//   store's `State` and `Action` where the store is made, on the calling
//   thread and on a background drainer alike (`handOff`);
// - drainer-owned properties skip dynamic exclusivity checks
//   (`@exclusivity(unchecked)`): only the drainer touches them, and the
//   claim and stop order one drainer after the next.
extension StoreCore {
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
    /// the store's types (unspecialised, every action would look up generic
    /// metadata).
    @inlinable
    func handOff() {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            drainState.setDrainer(.current)
            drain(budget: .max)
        }
    }
}
