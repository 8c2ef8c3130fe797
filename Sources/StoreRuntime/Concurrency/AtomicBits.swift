#if canImport(os)
import os
#else
import Synchronization
#endif

/// A word of flags that the hot path reads without taking a lock: one load
/// where `Synchronization`'s `Atomic` is available to every deployment
/// target (Linux). On Apple platforms, where it needs macOS 15 / iOS 18, an
/// `os_unfair_lock` guards the word instead, so reading it there costs what
/// the lock round trip it replaces did.
///
/// Loads acquire and changes release, so a reader that sees a flag also sees
/// what the writer did before setting it.
@usableFromInline
final class AtomicBits: @unchecked Sendable {
    #if canImport(os)
    @usableFromInline let lock = Lock()
    @exclusivity(unchecked) @usableFromInline var bits: UInt = 0
    #else
    @usableFromInline let bits = Atomic<UInt>(0)
    #endif

    @usableFromInline init() {}

    /// The flags now.
    @inlinable @inline(__always)
    func load() -> UInt {
        #if canImport(os)
        return lock.withLock { bits }
        #else
        return bits.load(ordering: .acquiring)
        #endif
    }

    /// Sets `mask`'s bits; returns the flags as they were.
    @inlinable @inline(__always) @discardableResult
    func set(_ mask: UInt) -> UInt {
        #if canImport(os)
        return lock.withLock {
            defer { bits |= mask }
            return bits
        }
        #else
        return bits.bitwiseOr(mask, ordering: .acquiringAndReleasing).oldValue
        #endif
    }

    /// Clears `mask`'s bits; returns the flags as they were.
    @inlinable @inline(__always) @discardableResult
    func clear(_ mask: UInt) -> UInt {
        #if canImport(os)
        return lock.withLock {
            defer { bits &= ~mask }
            return bits
        }
        #else
        return bits.bitwiseAnd(~mask, ordering: .acquiringAndReleasing).oldValue
        #endif
    }
}
