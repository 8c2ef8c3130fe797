/// Who applies a store's actions, in two words other threads read without
/// the store's locks, and without the store: `StoreEngines` holds every live
/// store's `DrainState`, never the store (see there).
///
/// - `word` holds `draining` (one thread applies actions: the drainer) and
///   `pending` (the queue's lock guards work for the drainer: queued
///   actions, subscription requests or waiters). An idle store's word is 0.
///   A dispatch claims an idle store with one compare-and-swap (0 to
///   `draining`), and the drainer stops with one (`draining` to 0), which
///   fails while `pending` is set: then it takes `StoreCore.queueLock` to
///   take that work. `pending` is set and cleared only under that lock, and
///   set only while the store is draining, so a thread that queues
///   something under the lock finds the store either idle (and claims it)
///   or draining until its drainer has taken what was queued.
/// - `drainer` is the drainer's thread (`ThreadIdentity.word`), or 0 while
///   no thread is (idle, or a background drainer on its way). Only the
///   drainer writes it, so a thread that reads its own identity there is
///   the drainer: what it reads of its own writes is never stale.
///
/// Claiming acquires and stopping releases, so each drainer sees what the
/// previous one did to the store's drainer-owned state.
///
/// Both are `AtomicWord`s (on Apple platforms, each operation a round trip
/// on an `os_unfair_lock`: see there).
@usableFromInline
final class DrainState: @unchecked Sendable {
    @usableFromInline static var draining: UInt { 1 }
    @usableFromInline static var pending: UInt { 2 }

    @usableFromInline let word = AtomicWord()
    @usableFromInline let drainer = AtomicWord()

    @usableFromInline init() {}

    /// Whether a thread applies (or is on its way to apply) the store's actions.
    @inlinable @inline(__always)
    var isDraining: Bool { word.load() & Self.draining != 0 }

    /// Whether `thread` is the one applying the store's actions (asked by
    /// the thread itself: see `drainer`).
    @inlinable @inline(__always)
    func isApplying(on thread: ThreadIdentity) -> Bool {
        isApplying(onThread: thread.word)
    }

    /// The same for a thread's `ThreadIdentity.word`.
    @inlinable @inline(__always)
    func isApplying(onThread word: UInt) -> Bool {
        drainer.loadRelaxed() == word
    }

    /// Makes the caller the drainer of an idle store: one compare-and-swap
    /// (after a load, so that a busy store's producers do not each take the
    /// word's cache line from its drainer with a failing one).
    @inlinable @inline(__always)
    func claim() -> Bool {
        guard word.loadRelaxed() == 0, word.compareExchange(expected: 0, desired: Self.draining).exchanged else { return false }
        setDrainer(.current)
        return true
    }

    /// The drainer stops, unless `pending` says the queue's lock guards
    /// work for it: one compare-and-swap.
    @inlinable @inline(__always)
    func stop() -> Bool {
        setDrainer(nil)
        if _fastPath(word.compareExchange(expected: Self.draining, desired: 0).exchanged) { return true }
        setDrainer(.current)
        return false
    }

    /// Call holding the queue's lock: claims an idle store (`true`), or,
    /// if it is draining, sets `pending` so that its drainer takes the lock
    /// before it stops.
    @inlinable
    func claimOrSetPending() -> Bool {
        if setPendingIfDraining() { return false }
        guard word.compareExchange(expected: 0, desired: Self.draining).exchanged else {
            // Claimed by another thread meanwhile: now draining.
            _ = setPendingIfDraining()
            return false
        }
        setDrainer(.current)
        return true
    }

    /// Call holding the queue's lock: sets `pending` if the store is
    /// draining; `false` when it is idle.
    @inlinable
    func setPendingIfDraining() -> Bool {
        var current = word.load()
        while true {
            if current & Self.draining == 0 { return false }
            if current & Self.pending != 0 { return true }
            let (exchanged, original) = word.compareExchange(expected: current, desired: current | Self.pending)
            if exchanged { return true }
            current = original
        }
    }

    /// Call holding the queue's lock, as the drainer: whether it keeps
    /// `pending` (`hasWork`), or stops (`stopping`: the store is idle).
    @inlinable
    func update(stopping: Bool, hasWork: Bool) {
        if stopping { setDrainer(nil) }
        word.store(stopping ? 0 : hasWork ? Self.draining | Self.pending : Self.draining)
    }

    /// Publishes the drainer's thread (`nil`: none, for now).
    @inlinable @inline(__always)
    func setDrainer(_ thread: ThreadIdentity?) {
        drainer.storeRelaxed(thread?.word ?? 0)
    }
}
