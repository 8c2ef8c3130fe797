#if canImport(os)
import os
#else
import Synchronization
#endif

/// A word that threads read and change without a lock: `Synchronization`'s
/// `Atomic` where it is available to every deployment target (Linux). On
/// Apple platforms, where it needs macOS 15 / iOS 18, an `os_unfair_lock`
/// guards the word instead, so there each operation costs a round trip on
/// it. Stored inline (in a class, whose storage does not move).
///
/// Loads acquire, stores release, and the read-modify-write operations do
/// both, so a thread that sees a value also sees what its writer did
/// before; the `relaxed` variants order nothing.
@usableFromInline @frozen
struct AtomicWord: ~Copyable, @unchecked Sendable {
    #if canImport(os)
    @usableFromInline let lock: UnsafeMutablePointer<os_unfair_lock>
    @usableFromInline let value: UnsafeMutablePointer<UInt>
    #else
    @usableFromInline let value: Atomic<UInt>
    #endif

    @inlinable
    init(_ initial: UInt = 0) {
        #if canImport(os)
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        value = .allocate(capacity: 1)
        value.initialize(to: initial)
        #else
        value = Atomic(initial)
        #endif
    }

    #if canImport(os)
    deinit {
        lock.deinitialize(count: 1)
        lock.deallocate()
        value.deallocate()
    }

    @inlinable @inline(__always)
    func locked<Result>(_ body: (inout UInt) -> Result) -> Result {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return body(&value.pointee)
    }
    #endif

    @inlinable @inline(__always)
    func load() -> UInt {
        #if canImport(os)
        return locked { $0 }
        #else
        return value.load(ordering: .acquiring)
        #endif
    }

    @inlinable @inline(__always)
    func loadRelaxed() -> UInt {
        #if canImport(os)
        return locked { $0 }
        #else
        return value.load(ordering: .relaxed)
        #endif
    }

    @inlinable @inline(__always)
    func store(_ desired: UInt) {
        #if canImport(os)
        locked { $0 = desired }
        #else
        value.store(desired, ordering: .releasing)
        #endif
    }

    @inlinable @inline(__always)
    func storeRelaxed(_ desired: UInt) {
        #if canImport(os)
        locked { $0 = desired }
        #else
        value.store(desired, ordering: .relaxed)
        #endif
    }

    /// Replaces the word with `desired` if it is `expected`; returns whether
    /// it did, and the word as it was.
    @inlinable @inline(__always)
    func compareExchange(expected: UInt, desired: UInt) -> (exchanged: Bool, original: UInt) {
        #if canImport(os)
        return locked { word in
            let original = word
            if original == expected { word = desired }
            return (original == expected, original)
        }
        #else
        return value.compareExchange(expected: expected, desired: desired, ordering: .acquiringAndReleasing)
        #endif
    }

    /// Sets `mask`'s bits; returns the word as it was.
    @inlinable @inline(__always) @discardableResult
    func setBits(_ mask: UInt) -> UInt {
        #if canImport(os)
        return locked { word in
            defer { word |= mask }
            return word
        }
        #else
        return value.bitwiseOr(mask, ordering: .acquiringAndReleasing).oldValue
        #endif
    }

    /// Clears `mask`'s bits; returns the word as it was.
    @inlinable @inline(__always) @discardableResult
    func clearBits(_ mask: UInt) -> UInt {
        #if canImport(os)
        return locked { word in
            defer { word &= ~mask }
            return word
        }
        #else
        return value.bitwiseAnd(~mask, ordering: .acquiringAndReleasing).oldValue
        #endif
    }

    /// Adds `amount`, wrapping around; returns the word as it was. (One
    /// instruction on x86, where the bitwise operations that return the
    /// word as it was are a compare-and-swap loop.)
    @inlinable @inline(__always) @discardableResult
    func add(_ amount: UInt) -> UInt {
        #if canImport(os)
        return locked { word in
            defer { word &+= amount }
            return word
        }
        #else
        return value.wrappingAdd(amount, ordering: .acquiringAndReleasing).oldValue
        #endif
    }
}
