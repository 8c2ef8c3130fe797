/// Which of a store's two state slots is published, and who else needs the
/// slots to hold still, in one `AtomicWord`, so that the thread applying
/// actions publishes with one atomic operation and no lock:
///
/// - bit 3 is the published slot: the drainer flips it (`publish`) by
///   adding one to the count of publications that bits 3 and up hold
///   (wrapping around), one `xadd` on x86 (a flip that returns the old word
///   is a compare-and-swap loop there);
/// - `requested`: subscription requests wait for the drainer (set under
///   `StoreCore.queueLock` with the requests, which it takes under the same
///   lock), so that it takes them right after the change it publishes;
/// - `reading(slot)`: a reader copies that slot. Readers take
///   `StoreCore.stateLock`, one at a time, and mark the slot they copy;
///   the drainer, before it writes the other slot (the published one
///   before its last flip), checks that mark, and only when it is set waits
///   for the reader by taking `stateLock` itself.
///
/// A reader marks the published slot with a compare-and-swap, and a
/// requester notes the published slot the same way, so neither can be
/// overtaken by a flip between reading the slot and marking it: the
/// drainer's flip and the marks change one word, in one order.
@usableFromInline @frozen
struct PublishedSlot: ~Copyable {
    @usableFromInline let word = AtomicWord()

    @usableFromInline static var requested: UInt { 1 }
    @usableFromInline static var publication: UInt { 8 }

    /// (`slot` is 0 or 1: a masking shift of its bit pattern, with none of
    /// the checks a plain shift of a converted `Int` makes.)
    @inlinable @inline(__always)
    static func reading(_ slot: Int) -> UInt { 2 &<< UInt(bitPattern: slot) }

    @inlinable @inline(__always)
    static func slot(in word: UInt) -> Int { Int(truncatingIfNeeded: word >> 3) & 1 }

    @inlinable
    init() {}

    /// The drainer publishes the other slot; returns whether subscription
    /// requests wait.
    @inlinable @inline(__always)
    func publish() -> Bool {
        word.add(Self.publication) & Self.requested != 0
    }

    /// Whether a reader copies `slot` (asked by the drainer, before it
    /// writes that slot).
    @inlinable @inline(__always)
    func isBeingRead(_ slot: Int) -> Bool {
        word.load() & Self.reading(slot) != 0
    }

    /// Marks `mark` on the word, with the published slot as it is then
    /// (`mark(slot)`); returns that slot.
    @inlinable
    func markPublished(_ mark: (Int) -> UInt) -> Int {
        var current = word.loadRelaxed()
        while true {
            let slot = Self.slot(in: current)
            let (exchanged, original) = word.compareExchange(expected: current, desired: current | mark(slot))
            if exchanged { return slot }
            current = original
        }
    }

    /// A reader, holding `stateLock`: marks the published slot as being
    /// read and returns it.
    @inlinable
    func beginReading() -> Int {
        markPublished(Self.reading)
    }

    @inlinable
    func endReading(_ slot: Int) {
        word.subtract(Self.reading(slot))
    }

    /// A requester, holding `queueLock`: notes that requests wait; returns
    /// the published slot (the state the requester sees).
    @inlinable
    func request() -> Int {
        markPublished { _ in Self.requested }
    }

    /// The drainer, holding `queueLock`, takes the requests.
    @inlinable
    func takeRequests() {
        word.clearBits(Self.requested)
    }
}
