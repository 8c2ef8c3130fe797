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
/// since it must not move), which parks a waiter in the kernel. Elsewhere it
/// is a word of `Synchronization`'s `Atomic` on a cache line of its own:
/// taking it is one compare-and-swap, releasing it one exchange, far fewer
/// instructions than a `pthread_mutex_t` round trip (the store takes three
/// per dispatch). A thread that finds it taken spins briefly (the store's
/// critical sections are a few dozen instructions), then parks: it marks the
/// word contended and sleeps on a condition variable until the holder,
/// seeing the mark as it releases, wakes it. So a waiter whose holder was
/// preempted uses no CPU meanwhile (it used to yield its core in a loop,
/// which cost up to a millisecond and more of CPU per call among 8
/// dispatching threads). (`Synchronization.Mutex` is no alternative on
/// Linux: a priority-inheriting futex, which hands the lock to a sleeper and
/// made 8 dispatching threads several times slower; and on Apple platforms
/// it needs macOS 15 / iOS 18.)
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
        defer {
            if _slowPath(word.exchange(0, ordering: .releasing) == 2) { ParkingLots.shared.wake(for: self) }
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
               word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                return
            }
        }
        while word.exchange(2, ordering: .acquiring) != 0 {
            ParkingLots.shared.park(on: self) { word.load(ordering: .relaxed) == 2 }
        }
    }
    #endif
}

#if !canImport(os)
/// Where threads waiting for a `Lock` sleep: a few mutex and condition
/// variable pairs shared by all locks (a lock's address picks one), so a
/// lock costs no allocation. A release that finds a waiter wakes every
/// sleeper of its pair; each checks its own lock's word and sleeps again if
/// it is still held. Sleeping and waking are ordered by the pair's mutex:
/// a waiter checks the word holding it, and the holder takes it after
/// releasing the word, so no wake-up is missed.
@usableFromInline
final class ParkingLots: @unchecked Sendable {
    @usableFromInline static let shared = ParkingLots()

    private static let count = 16
    private let mutexes: UnsafeMutablePointer<pthread_mutex_t>
    private let conditions: UnsafeMutablePointer<pthread_cond_t>

    private init() {
        mutexes = .allocate(capacity: Self.count)
        conditions = .allocate(capacity: Self.count)
        for index in 0..<Self.count {
            pthread_mutex_init(mutexes + index, nil)
            pthread_cond_init(conditions + index, nil)
        }
    }

    private func index(for lock: Lock) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(lock)) >> 7) & (Self.count - 1)
    }

    /// Sleeps while `isHeld` says the lock is still held and marked contended.
    @usableFromInline
    func park(on lock: Lock, while isHeld: () -> Bool) {
        let index = index(for: lock)
        pthread_mutex_lock(mutexes + index)
        while isHeld() { pthread_cond_wait(conditions + index, mutexes + index) }
        pthread_mutex_unlock(mutexes + index)
    }

    /// Wakes the threads parked on `lock`'s pair (called after releasing it).
    @usableFromInline
    func wake(for lock: Lock) {
        let index = index(for: lock)
        pthread_mutex_lock(mutexes + index)
        pthread_cond_broadcast(conditions + index)
        pthread_mutex_unlock(mutexes + index)
    }
}
#endif
