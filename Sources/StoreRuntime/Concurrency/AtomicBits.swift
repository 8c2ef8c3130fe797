/// A word of flags that the hot path reads without taking a lock (an
/// `AtomicWord`, shared by reference).
///
/// Loads acquire and changes release, so a reader that sees a flag also sees
/// what the writer did before setting it.
@usableFromInline
final class AtomicBits: @unchecked Sendable {
    @usableFromInline let bits = AtomicWord()

    @usableFromInline init() {}

    /// The flags now.
    @inlinable @inline(__always)
    func load() -> UInt { bits.load() }

    /// Sets `mask`'s bits; returns the flags as they were.
    @inlinable @inline(__always) @discardableResult
    func set(_ mask: UInt) -> UInt { bits.setBits(mask) }

    /// Clears `mask`'s bits; returns the flags as they were.
    @inlinable @inline(__always) @discardableResult
    func clear(_ mask: UInt) -> UInt { bits.clearBits(mask) }
}
