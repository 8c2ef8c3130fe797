#if canImport(os)
import os
#else
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif
#endif

// How the runtime's concurrency pieces fit: `Lock` (here) guards the store's
// queue and published state (see `StoreCore`), padded by `CacheLinePadding`
// so the two locks do not share a cache line. `ThreadIdentity` names a
// thread: the store's drainer (so a cancellation from one of its callbacks
// takes effect at once) and the main actor's thread (`MainActorThread`: may a
// main-actor subscriber be called synchronously?). `Deadline` waits on an
// injected clock, so time-dependent behaviour is testable.

/// A mutual-exclusion lock for every deployment target the package supports.
///
/// On Apple platforms it wraps `os_unfair_lock` (in storage allocated once,
/// since it must not move). Elsewhere it is a word of `Synchronization`'s
/// `Atomic` on a cache line of its own: taking it is one compare-and-swap,
/// releasing it one plain store, about a third of the instructions of a
/// `pthread_mutex_t` round trip (the store takes three per dispatch). A
/// thread that finds it taken spins briefly, then yields its core until the
/// holder is done: the store's critical sections are a few dozen
/// instructions, so waiting is short unless the holder was preempted.
/// (`Synchronization.Mutex` is no alternative on Linux: a priority-inheriting
/// futex, which hands the lock to a sleeper and made 8 dispatching threads
/// several times slower; and on Apple platforms it needs macOS 15 / iOS 18.)
/// Not recursive: never call back into code that may take the same lock.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(os)
    @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
    // The word sits between padding, so no other data shares its cache line.
    @usableFromInline let before = CacheLinePadding()
    @usableFromInline let word = Atomic<UInt32>(0)
    @usableFromInline let after = CacheLinePadding()
    #endif

    @usableFromInline
    init() {
        #if canImport(os)
        primitive = .allocate(capacity: 1)
        primitive.initialize(to: os_unfair_lock())
        #endif
    }

    #if canImport(os)
    deinit {
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }
    #endif

    /// Runs `body` holding the lock.
    @inlinable @inline(__always)
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        #if canImport(os)
        os_unfair_lock_lock(primitive)
        defer { os_unfair_lock_unlock(primitive) }
        #else
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { waitForLock() }
        defer { word.store(0, ordering: .releasing) }
        #endif
        return try body()
    }

    #if !canImport(os)
    /// Spins a little, then yields the core between attempts.
    @usableFromInline
    func waitForLock() {
        var attempts = 0
        while true {
            if word.load(ordering: .relaxed) == 0,
               word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                return
            }
            attempts += 1
            if attempts > 100 { sched_yield() }
        }
    }
    #endif
}
