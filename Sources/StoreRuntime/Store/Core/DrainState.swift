/// Who applies a store's actions, and who else needs the state slots to
/// hold still, in two words other threads read without the store's locks,
/// and without the store: `StoreEngines` holds every live store's
/// `DrainState`, never the store (see there).
///
/// - `word` holds `draining` (one thread applies actions: the drainer),
///   `pending` (the queue's lock guards work for the drainer: queued
///   actions, subscription requests or waiters), `requested`
///   (subscription requests among that work) and `reading(slot)` (a reader
///   of `state` copies that slot). An idle store's word is 0, or a reader's
///   mark. A dispatch claims an idle store with one compare-and-swap
///   (setting `draining`), and the drainer stops with one (clearing it),
///   which fails while `pending` is set: then it takes
///   `StoreCore.queueLock` to take that work. `pending` is set and cleared
///   only under that lock, and set only while the store is draining, so a
///   thread that queues something under the lock finds the store either
///   idle (and claims it) or draining until its drainer has taken what was
///   queued.
/// - `drainer` is the drainer's thread (`ThreadIdentity.word`), or 0 while
///   no thread is (idle, or a background drainer on its way). Only the
///   drainer writes it, so a thread that reads its own identity there is
///   the drainer: what it reads of its own writes is never stale.
///
/// Claiming acquires and stopping releases, so each drainer sees what the
/// previous one did to the store's drainer-owned state.
///
/// The readers' marks and the requests' flag live in `word` rather than
/// beside the published slot (`PublishedSlot`), so that publishing is a
/// plain store: every change of `word` is a read-modify-write, and the
/// drainer makes one after each publication before it writes a slot
/// again (the stop and the next claim, or, in a drain, `afterPublishing`).
/// A reader or requester whose mark comes before that operation is seen by
/// it; one whose mark comes after it reads, after its mark, the slot
/// published before it (see `PublishedSlot`).
///
/// Both are `AtomicWord`s (on Apple platforms, each operation a round trip
/// on an `os_unfair_lock`: see there).
@usableFromInline
final class DrainState: @unchecked Sendable {
    @usableFromInline static var draining: UInt { 1 }
    @usableFromInline static var pending: UInt { 2 }
    @usableFromInline static var requested: UInt { 4 }

    /// The mark of a reader copying `slot` (0 or 1: a masking shift of its
    /// bit pattern, with none of the checks a plain shift of a converted
    /// `Int` makes).
    @inlinable @inline(__always)
    static func reading(_ slot: Int) -> UInt { 8 &<< UInt(bitPattern: slot) }

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
    /// word's cache line from its drainer with a failing one; again only if
    /// a reader's mark changed the word meanwhile).
    @inlinable @inline(__always)
    func claim() -> Bool {
        var current = word.loadRelaxed()
        while current & Self.draining == 0 {
            let (exchanged, original) = word.compareExchange(expected: current, desired: current | Self.draining)
            if _fastPath(exchanged) {
                setDrainer(.current)
                return true
            }
            current = original
        }
        return false
    }

    /// The drainer stops, unless `pending` says the queue's lock guards
    /// work for it: one compare-and-swap (again only if a reader's mark
    /// changed the word meanwhile).
    @inlinable @inline(__always)
    func stop() -> Bool {
        setDrainer(nil)
        let (exchanged, original) = word.compareExchange(expected: Self.draining, desired: 0)
        return _fastPath(exchanged) || stopMarked(original)
    }

    /// `stop` when its compare-and-swap found more than `draining` (`current`):
    /// pending work, or a reader's mark, which stays.
    @usableFromInline
    func stopMarked(_ current: UInt) -> Bool {
        var current = current
        while current & Self.pending == 0 {
            let (exchanged, original) = word.compareExchange(expected: current, desired: current & ~Self.draining)
            if exchanged { return true }
            current = original
        }
        setDrainer(.current)
        return false
    }

    /// Call holding the queue's lock: claims an idle store (`true`), or,
    /// if it is draining, sets `pending` so that its drainer takes the lock
    /// before it stops.
    @inlinable
    func claimOrSetPending() -> Bool {
        var current = word.load()
        while true {
            let idle = current & Self.draining == 0
            let desired = idle ? current | Self.draining : current | Self.pending
            if desired == current { return false }
            let (exchanged, original) = word.compareExchange(expected: current, desired: desired)
            if exchanged {
                if idle { setDrainer(.current) }
                return idle
            }
            current = original
        }
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
    /// Readers' marks stay as they are.
    @inlinable
    func update(stopping: Bool, hasWork: Bool) {
        if stopping {
            setDrainer(nil)
            word.clearBits(Self.draining | Self.pending)
        } else if hasWork {
            word.setBits(Self.pending)
        } else {
            word.clearBits(Self.pending)
        }
    }

    /// The drainer, in a drain, right after it publishes a state (see
    /// above): one read-modify-write that changes nothing; returns whether
    /// subscription requests wait. (An atomic add of 0: one instruction on
    /// x86, where an `or` that returns the word is a compare-and-swap loop.)
    @inlinable @inline(__always)
    func afterPublishing() -> Bool {
        word.add(0) & Self.requested != 0
    }

    /// Whether a reader copies `slot` (asked by the drainer, before it
    /// writes that slot).
    @inlinable @inline(__always)
    func isBeingRead(_ slot: Int) -> Bool {
        word.load() & Self.reading(slot) != 0
    }

    /// Publishes the drainer's thread (`nil`: none, for now).
    @inlinable @inline(__always)
    func setDrainer(_ thread: ThreadIdentity?) {
        drainer.storeRelaxed(thread?.word ?? 0)
    }
}
