// Write tracking, how a store learns what an action wrote without comparing
// the whole state: a `WriteTrackedState` (every generated state) records
// each write to one of its stored members in its `StateWrites` (a `didSet`
// per member inserts the member's index). Before each action the store
// stamps the state it hands the reducer with a stamp no other action of any
// store has; afterwards it compares only the written members, when the
// state still carries that stamp, and every member otherwise (a handler that
// assigned a whole state made elsewhere). A write of an equal value is no
// change: written members are compared, not trusted. The store's second
// state slot is brought up to date by copying the written members only.

/// The top-level members of a state written since a store stamped it: the
/// bookkeeping of write tracking, not part of the state's value (generated
/// `==`, `Codable` and the test store's diffs leave it out; it reflects as
/// empty).
///
/// Plain data, so a state holding it stays as cheap to copy as before
/// (memory, no reference counting): indices below 64 as bits, up to four
/// more inline; a fifth index of 64 or more counts as every member (the
/// store then compares and copies the whole state, as without tracking).
@frozen
public struct StateWrites: Sendable, CustomReflectable {
    /// The stamp the store gave the state before an action; 0 when none did.
    @usableFromInline var stamp: UInt64
    /// Bits for indices 0..<64.
    @usableFromInline var low: UInt64
    /// Up to four indices of 64 or more, -1 where there is none.
    @usableFromInline var high: (Int32, Int32, Int32, Int32)
    /// More than four indices of 64 or more were written.
    @usableFromInline var isEveryField: Bool

    /// No stamp and nothing written: where every state starts.
    @inlinable
    public init() {
        self.init(stamp: 0)
    }

    @inlinable
    init(stamp: UInt64) {
        self.stamp = stamp
        low = 0
        high = (-1, -1, -1, -1)
        isEveryField = false
    }

    /// Records a write of member `field`: what a generated state's `didSet` calls.
    @inlinable @inline(__always)
    public mutating func insert(_ field: Int) {
        if field >= 0 && field < 64 {
            low |= 1 &<< UInt64(field)
            return
        }
        insertHigh(field)
    }

    @inlinable @inline(never)
    mutating func insertHigh(_ field: Int) {
        if isEveryField || field < 0 { return }
        let index = Int32(truncatingIfNeeded: field)
        if high.0 == index || high.1 == index || high.2 == index || high.3 == index { return }
        if high.0 < 0 {
            high.0 = index
        } else if high.1 < 0 {
            high.1 = index
        } else if high.2 < 0 {
            high.2 = index
        } else if high.3 < 0 {
            high.3 = index
        } else {
            isEveryField = true
        }
    }

    /// The members written, `.all` past four of 64 or more.
    @inlinable
    var fields: FieldSet {
        if isEveryField { return .all }
        var fields = FieldSet()
        fields.low = low
        if _slowPath(high.0 >= 0) {
            if high.1 < 0 {
                // One member of 64 or more: the set keeps it inline, no call.
                fields.single = Int(high.0)
                return fields
            }
            fields.insert(Int(high.0))
            fields.insert(Int(high.1))
            if high.2 >= 0 { fields.insert(Int(high.2)) }
            if high.3 >= 0 { fields.insert(Int(high.3)) }
        }
        return fields
    }

    public var customMirror: Mirror {
        Mirror(self, children: [:])
    }
}

/// A `TrackedState` that records which of its stored top-level members were
/// written (generated states conform), so a store compares and copies only
/// those after an action instead of the whole state.
///
/// A conforming state must record every write to a stored member in
/// `_writes` (a `didSet { _writes.insert(i) }` per member, derived values
/// included; writes made in an initializer need not be) and must not count
/// `_writes` in its value. A handler needs no care: a whole state assigned
/// to `self` is caught by its stamp and compared member by member.
public protocol WriteTrackedState: TrackedState, FieldNaming {
    /// What was written since the store last stamped the state.
    var _writes: StateWrites { get set }

    /// Of `fields`, the members whose values differ between the states at
    /// `old` and `new`, derived values included. The default compares the
    /// whole states; generated states implement the in-place version.
    static func changedFields(
        among fields: FieldSet, from old: UnsafePointer<Self>, to new: UnsafePointer<Self>
    ) -> FieldSet

    /// Copies the members in `fields` (derived values included) from the
    /// state at `source` to the one at `target`. The default copies the
    /// whole state; generated states implement the in-place version.
    static func copyFields(_ fields: FieldSet, from source: UnsafePointer<Self>, to target: UnsafeMutablePointer<Self>)

    /// `changedFields(among:from:to:)` reading both states where they are,
    /// as plain Swift: what the store calls, and what generated states
    /// implement (hidden from their API with `@_spi(Generated)`). `inout`
    /// only so that neither is copied; nothing is written. The default asks
    /// the pointer version.
    static func changedFields(among fields: FieldSet, inPlace old: inout Self, _ new: inout Self) -> FieldSet

    /// `copyFields(_:from:to:)` in place: writes the members in `fields`
    /// of `new` from `old`. What the store calls and generated states
    /// implement, like `changedFields(among:inPlace:_:)`.
    static func copyFields(_ fields: FieldSet, inPlaceFrom old: inout Self, to new: inout Self)
}

extension WriteTrackedState {
    @inlinable
    public static func changedFields(
        among fields: FieldSet, from old: UnsafePointer<Self>, to new: UnsafePointer<Self>
    ) -> FieldSet {
        let changed = changedFields(at: old, new)
        return fields.filter { changed.contains($0) }
    }

    @inlinable
    public static func copyFields(
        _ fields: FieldSet, from source: UnsafePointer<Self>, to target: UnsafeMutablePointer<Self>
    ) {
        target.pointee = source.pointee
    }

    @inlinable
    public static func changedFields(among fields: FieldSet, inPlace old: inout Self, _ new: inout Self) -> FieldSet {
        withUnsafePointer(to: &old) { old in
            withUnsafePointer(to: &new) { new in changedFields(among: fields, from: old, to: new) }
        }
    }

    @inlinable
    public static func copyFields(_ fields: FieldSet, inPlaceFrom old: inout Self, to new: inout Self) {
        withUnsafePointer(to: &old) { old in
            withUnsafeMutablePointer(to: &new) { new in copyFields(fields, from: old, to: new) }
        }
    }

    /// What the store calls with the states it keeps: the in-place
    /// versions over the memory the pointers point at (internal, not SPI,
    /// like `TrackedState.changedFields(at:_:)`).
    @inlinable @inline(__always)
    static func changedFields(among fields: FieldSet, at old: UnsafePointer<Self>, _ new: UnsafePointer<Self>)
        -> FieldSet
    {
        changedFields(
            among: fields, inPlace: &UnsafeMutablePointer(mutating: old).pointee,
            &UnsafeMutablePointer(mutating: new).pointee)
    }

    @inlinable @inline(__always)
    static func copyFields(_ fields: FieldSet, at source: UnsafePointer<Self>, to target: UnsafeMutablePointer<Self>) {
        copyFields(fields, inPlaceFrom: &UnsafeMutablePointer(mutating: source).pointee, to: &target.pointee)
    }
}

extension WriteTrackedState {
    /// Makes the state at `target` the one at `source`, which the store's
    /// previous action (stamped `previous`) produced from it: only the
    /// members that action wrote are copied, the whole state when `source`
    /// does not carry `previous`. Then stamps `target` with `stamp`.
    @inlinable
    public static func startWrites(
        stamp: UInt64, previous: UInt64, from source: UnsafePointer<Self>, to target: UnsafeMutablePointer<Self>
    ) {
        let written = source.pointee._writes
        if _fastPath(written.stamp == previous && !written.isEveryField) {
            // The copies are writes too: recorded from nothing, then replaced.
            target.pointee._writes = StateWrites()
            copyFields(written.fields, at: source, to: target)
        } else {
            target.pointee = source.pointee
        }
        target.pointee._writes = StateWrites(stamp: stamp)
    }

    /// The members that differ between `old` and `new`, which was stamped
    /// `stamp` before the action: only the written members when `new` still
    /// carries the stamp; every member, derived values included, when a
    /// whole state was assigned (it brings derived values of its own, which
    /// a recomputation from its members would find up to date).
    @inlinable
    public static func changedFields(
        writtenWith stamp: UInt64, from old: UnsafePointer<Self>, to new: UnsafePointer<Self>
    ) -> FieldSet {
        let written = new.pointee._writes
        if _fastPath(written.stamp == stamp && !written.isEveryField) {
            return changedFields(among: written.fields, at: old, new)
        }
        return changedFields(among: everyMember, at: old, new)
    }

    /// Every member's index, listed (where `FieldSet.all` has no list): what
    /// a whole-state comparison asks the comparisons of the fields named
    /// about, here and in generated code.
    @inlinable
    public static var everyMember: FieldSet { FieldSet(0..<fieldNames.count) }
}

/// Hands out the stamps stores give states before each action, unique in
/// the process: a store reserves a block of 2^32 at a time (one lock round
/// trip per four billion actions), so a stamp is never reused, and a state
/// kept from an earlier action, or from another store, never carries the
/// current one.
@usableFromInline
enum WriteStamps {
    @usableFromInline static let blockSize: UInt64 = 1 << 32
    private static let lock = Lock()
    nonisolated(unsafe) private static var nextBlock: UInt64 = 1

    /// The first stamp of a block no one else has.
    @usableFromInline
    static func reserveBlock() -> UInt64 {
        lock.withLock {
            defer { nextBlock &+= 1 }
            return nextBlock &* blockSize
        }
    }
}
