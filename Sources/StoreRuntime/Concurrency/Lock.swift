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
// queue (see `StoreCore`), and `AtomicWord` holds what the store reads and
// changes without it (who drains, which state slot is published), padded by
// `CacheLinePadding` so that what different threads write does not share a
// cache line. `ThreadIdentity` names a thread: the store's drainer (so a
// cancellation from one of its callbacks takes effect at once) and the main
// actor's thread (`MainActorThread`: may a main-actor subscriber be called
// synchronously?). `Deadline` waits on an injected clock, so time-dependent
// behaviour is testable.

/// A mutual-exclusion lock for every deployment target the package supports.
///
/// On Apple platforms it wraps `os_unfair_lock` (in storage allocated once,
/// since it must not move), which parks a waiter in the kernel. Elsewhere it
/// is a word of `Synchronization`'s `Atomic` on a cache line of its own:
/// taking it is one compare-and-swap, releasing it one exchange, much less
/// work than a `pthread_mutex_t` round trip. A thread that finds it taken
/// spins briefly (the store's critical sections are short), then parks: it marks the word contended and sleeps on the
/// lock's own condition variable until the holder, seeing the mark as it
/// releases, wakes one sleeper. So a waiter whose holder was preempted uses
/// no CPU meanwhile, and a release wakes one waiter, not all of them (with
/// condition variables shared by all locks, every release woke every
/// sleeper of its pair, each to find the lock taken again, which cost a
/// producer among 8 up to milliseconds of CPU per call). (`Synchronization.Mutex`
/// is no alternative on Linux: a priority-inheriting futex, which hands the
/// lock to a sleeper and made 8 dispatching threads several times slower;
/// and on Apple platforms it needs macOS 15 / iOS 18.)
/// Not recursive: never call back into code that may take the same lock.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(os)
    @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
    // The word sits between padding, so no other data shares its cache line.
    @usableFromInline let before = CacheLinePadding()
    /// 0: free; 1: held; 2: held, and a waiter may be parked.
    @usableFromInline let word = Atomic<UInt32>(0)
    @usableFromInline let after = CacheLinePadding()
    /// Where waiters sleep (used only once the lock is contended). Sleeping
    /// and waking are ordered by the mutex: a waiter checks the word holding
    /// it, and the releasing holder takes it after releasing the word, so no
    /// wake-up is missed.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let condition: UnsafeMutablePointer<pthread_cond_t>
    #endif

    @usableFromInline
    init() {
        #if canImport(os)
        primitive = .allocate(capacity: 1)
        primitive.initialize(to: os_unfair_lock())
        #else
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        pthread_cond_init(condition, nil)
        #endif
    }

    deinit {
        #if canImport(os)
        primitive.deinitialize(count: 1)
        primitive.deallocate()
        #else
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        #endif
    }

    /// Runs `body` holding the lock.
    @inlinable @inline(__always)
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        #if canImport(os)
        os_unfair_lock_lock(primitive)
        defer { os_unfair_lock_unlock(primitive) }
        #else
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { waitForLock() }
        defer {
            if _slowPath(word.exchange(0, ordering: .releasing) == 2) { wakeOne() }
        }
        #endif
        return try body()
    }

    #if !canImport(os)
    /// Spins a little, then parks until the holder releases the lock. Having
    /// parked, it takes the lock marked contended (2), so that its own
    /// release wakes whoever parked after it.
    @usableFromInline
    func waitForLock() {
        for _ in 0..<100 {
            if word.load(ordering: .relaxed) == 0,
                word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
            {
                return
            }
        }
        while word.exchange(2, ordering: .acquiring) != 0 {
            pthread_mutex_lock(mutex)
            while word.load(ordering: .relaxed) == 2 { pthread_cond_wait(condition, mutex) }
            pthread_mutex_unlock(mutex)
        }
    }

    /// Wakes one thread parked on the lock (called after releasing it): it
    /// takes the lock marked contended, so that its own release wakes the
    /// next.
    @usableFromInline
    func wakeOne() {
        pthread_mutex_lock(mutex)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }
    #endif
}
