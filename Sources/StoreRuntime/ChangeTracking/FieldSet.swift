/// A set of top-level state field indices (0-based, in schema order), or
/// "every field".
///
/// Indices below 64 live in one inline word, and one index above them in
/// another, so the common cases — a small state, or an action that changes
/// one field of a wide one — never allocate, and copying such a set retains
/// nothing; a second index of 64 or more
/// moves them all into an array of further words (states with thousands of
/// fields work, they just pay for it). `.all` is what a state without change
/// tracking reports: it intersects every non-empty set. Negative indices are
/// ignored.
@frozen
public struct FieldSet: Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    @usableFromInline var isEveryField: Bool
    /// Bits for indices 0..<64.
    @usableFromInline var low: UInt64
    /// The only index of 64 or more, or -1: set while `high` is `nil`.
    @usableFromInline var single: Int
    /// Bits for indices 64..., one word per 64 indices, once there are two or
    /// more such indices; `nil` until then (not an empty array: releasing
    /// `nil` is a test, releasing the empty array a call, and the store
    /// releases a set per action). Never empty nor ending in a zero word, and
    /// `single` is -1 whenever it is not `nil` (bits are only ever added, so
    /// each set has one representation and synthesized equality is exact).
    @usableFromInline var high: [UInt64]?

    /// The empty set.
    @inlinable
    public init() {
        isEveryField = false
        low = 0
        single = -1
        high = nil
    }

    @inlinable
    public init(arrayLiteral indices: Int...) {
        self.init(indices)
    }

    /// The fields at `indices`.
    @inlinable
    public init<S: Sequence>(_ indices: S) where S.Element == Int {
        self.init()
        for index in indices { insert(index) }
    }

    /// Every field: what the store assumes when it cannot tell what changed.
    @inlinable
    public static var all: FieldSet {
        var set = FieldSet()
        set.isEveryField = true
        return set
    }

    /// Whether this is `.all` rather than a list of indices.
    @inlinable
    public var isAll: Bool { isEveryField }

    /// Whether no field is in the set.
    @inlinable
    public var isEmpty: Bool { !isEveryField && low == 0 && single < 0 && high == nil }

    /// Whether some index is 64 or more.
    @inlinable
    var hasHighIndices: Bool { single >= 0 || high != nil }

    /// The fields as bits, when every one is below 64 (and the set is not
    /// every field); `nil` otherwise.
    @inlinable @inline(__always)
    var lowFieldsOnly: UInt64? { isEveryField || hasHighIndices ? nil : low }

    /// The set's one index when it holds one index of 64 or more and
    /// nothing else; `nil` otherwise.
    @inlinable @inline(__always)
    var onlyHighIndex: Int? { !isEveryField && low == 0 && single >= 0 ? single : nil }

    /// Always inlined for the indices below 64: generated change detection
    /// inserts constant indices, which then cost an `or` instead of a call
    /// per changed field.
    @inlinable @inline(__always)
    public mutating func insert(_ index: Int) {
        if isEveryField || index < 0 { return }
        if index < 64 {
            low |= 1 &<< UInt64(index)
            return
        }
        insertHigh(index)
    }

    /// Inserts `index` when `old` and `new` differ: a generated
    /// `changedFields` compares each member in one line,
    /// `changed.insert(0, ifChangedFrom: old.count, to: new.count)`. One
    /// call with one candidate, where a comparison and an insertion under an
    /// `if` cost the type checker two expressions and a statement per member
    /// (Benchmarks/Results/GeneratorBenchmark.md, "Fewer statements"). A change is the unlikely
    /// case (`_slowPath`): a dispatch changes few members of many.
    @inlinable @inline(__always)
    public mutating func insert<Value: Equatable>(_ index: Int, ifChangedFrom old: Value, to new: Value) {
        if _slowPath(old != new) { insert(index) }
    }

    @inlinable @inline(never)
    mutating func insertHigh(_ index: Int) {
        if high == nil {
            if single < 0 {
                single = index
                return
            }
            if single == index { return }
            setHighBit(single)
            single = -1
        }
        setHighBit(index)
    }

    @inlinable
    mutating func setHighBit(_ index: Int) {
        let word = index / 64 - 1
        if high == nil { high = [] }
        if word >= high!.count {
            high!.append(contentsOf: repeatElement(0, count: word - high!.count + 1))
        }
        high![word] |= 1 &<< UInt64(index % 64)
    }

    /// Whether the field at `index` is in the set (always, for `.all`).
    @inlinable
    public func contains(_ index: Int) -> Bool {
        if isEveryField { return true }
        if index < 0 { return false }
        if index < 64 { return low & (1 &<< UInt64(index)) != 0 }
        if single >= 0 { return single == index }
        guard let high else { return false }
        let word = index / 64 - 1
        return word < high.count && high[word] & (1 &<< UInt64(index % 64)) != 0
    }

    /// Whether some field is in both sets (`.all` meets every non-empty set).
    @inlinable
    public func intersects(_ other: FieldSet) -> Bool {
        if isEmpty || other.isEmpty { return false }
        if isEveryField || other.isEveryField { return true }
        if low & other.low != 0 { return true }
        if single >= 0 { return other.contains(single) }
        if other.single >= 0 { return contains(other.single) }
        guard let high, let otherHigh = other.high else { return false }
        for (mine, theirs) in zip(high, otherHigh) where mine & theirs != 0 { return true }
        return false
    }

    /// Adds the fields of `other`.
    @inlinable
    public mutating func formUnion(_ other: FieldSet) {
        if isEveryField { return }
        if other.isEveryField {
            self = .all
            return
        }
        low |= other.low
        if other.single >= 0 { insert(other.single) }
        guard let otherHigh = other.high else { return }
        if single >= 0 {
            setHighBit(single)
            single = -1
        }
        if high == nil { high = [] }
        if otherHigh.count > high!.count {
            high!.append(contentsOf: repeatElement(0, count: otherHigh.count - high!.count))
        }
        for (word, bits) in otherHigh.enumerated() { high![word] |= bits }
    }

    /// The fields in either set.
    @inlinable
    public func union(_ other: FieldSet) -> FieldSet {
        var result = self
        result.formUnion(other)
        return result
    }

    /// The indices in ascending order; empty for `.all` (which has no list).
    public var indices: [Int] {
        var result: [Int] = []
        forEachIndex { result.append($0) }
        return result
    }

    /// Calls `body` with each index in ascending order (never for `.all`).
    @inlinable
    public func forEachIndex(_ body: (Int) throws -> Void) rethrows {
        if isEveryField { return }
        var bits = low
        while bits != 0 {
            try body(bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
        if _slowPath(hasHighIndices) { try forEachHighIndex(body) }
    }

    /// The indices for which `isIncluded` is true (empty for `.all`, which
    /// has no list): what generated write tracking keeps of the written
    /// members, those whose values differ.
    @inlinable
    public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> FieldSet {
        var result = FieldSet()
        try forEachIndex { index in
            if try isIncluded(index) { result.insert(index) }
        }
        return result
    }

    /// Calls `body` with each index of 64 or more, in ascending order.
    @inlinable
    func forEachHighIndex(_ body: (Int) throws -> Void) rethrows {
        if single >= 0 { return try body(single) }
        guard let high else { return }
        try high.withUnsafeBufferPointer { words in
            for word in words.indices {
                var bits = words[word]
                while bits != 0 {
                    try body((word + 1) * 64 + bits.trailingZeroBitCount)
                    bits &= bits &- 1
                }
            }
        }
    }

    public var description: String {
        isEveryField ? "all" : "[" + indices.map(String.init).joined(separator: ", ") + "]"
    }
}
