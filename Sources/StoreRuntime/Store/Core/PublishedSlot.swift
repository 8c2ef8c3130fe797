/// Which of a store's two state slots is published: a word only the thread
/// applying actions writes, with a plain (releasing) store, so that
/// publishing costs no locked instruction. Who else needs the slots to
/// hold still marks the store's `DrainState` word:
///
/// - a reader of `state` (holding `StoreCore.stateLock`, so one at a time)
///   marks the slot it is about to copy, `DrainState.reading(slot)`, then
///   reads the published slot again, and copies it only if it is still the
///   one it marked (otherwise it unmarks it and tries the slot published
///   now). The drainer, before it writes the other slot (the published one
///   before its last publication), checks that mark, and only when it is
///   set waits for the reader by taking `stateLock` itself;
/// - a requester (holding `StoreCore.queueLock`, with the drain state
///   `pending`) sets `DrainState.requested`, then reads the published slot:
///   the state it sees, which the drainer keeps until it takes the requests.
///
/// Why the marks are seen: every change of the drain state word is a
/// read-modify-write, and after each publication, before it writes a slot
/// again, the drainer makes one (its stop and the next claim, or, in a
/// drain, `DrainState.afterPublishing`). A mark that comes before that
/// operation in the word's order is seen by it. A mark that comes after
/// it reads what the operation released, so the reader's second look
/// finds the later publication and it does not copy the slot about to be
/// written (and a requester notes the later slot, which the drainer does
/// not write before its next publication, after which it sees the flag).
@usableFromInline @frozen
struct PublishedSlot: ~Copyable {
    @usableFromInline let word = AtomicWord()

    @inlinable
    init() {}

    /// The drainer publishes `slot` (0 or 1).
    @inlinable @inline(__always)
    func publish(_ slot: Int) {
        word.store(UInt(bitPattern: slot))
    }

    /// The published slot.
    @inlinable @inline(__always)
    var slot: Int { Int(bitPattern: word.load()) }

    /// A reader, holding `stateLock`: marks the published slot as being
    /// read and returns it.
    @inlinable
    func beginReading(_ drainState: DrainState) -> Int {
        var marked = slot
        while true {
            drainState.word.setBits(DrainState.reading(marked))
            let now = slot
            if now == marked { return marked }
            drainState.word.clearBits(DrainState.reading(marked))
            marked = now
        }
    }

    @inlinable
    func endReading(_ slot: Int, _ drainState: DrainState) {
        drainState.word.clearBits(DrainState.reading(slot))
    }

    /// A requester, holding `queueLock`: notes that requests wait; returns
    /// the published slot (the state the requester sees).
    @inlinable
    func request(_ drainState: DrainState) -> Int {
        drainState.word.setBits(DrainState.requested)
        return slot
    }

    /// The drainer, holding `queueLock`, takes the requests.
    @inlinable
    func takeRequests(_ drainState: DrainState) {
        drainState.word.clearBits(DrainState.requested)
    }
}
