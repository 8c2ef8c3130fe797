#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

/// A mutual-exclusion lock for every deployment target the package supports.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18, so the runtime wraps the
/// platform primitive itself: `os_unfair_lock` on Apple platforms, a
/// `pthread_mutex_t` elsewhere — on glibc an adaptive one, which spins
/// briefly before sleeping: the store's critical sections are a few dozen
/// instructions, so a thread that finds the lock taken gets it sooner by
/// spinning than by a round trip through the kernel, and threads may take
/// the lock in any order (no hand-over convoy: `Mutex` on Linux is a
/// priority-inheriting futex, which hands the lock to the sleeper, and made
/// 8 dispatching threads several times slower). Both primitives must not move
/// in memory once used, so they live in storage allocated once for the
/// lifetime of the object, 128 bytes aligned to 128 so that no other
/// allocation shares its cache line. Not recursive: never call back into code that may
/// take the same lock.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(os)
    @usableFromInline typealias Primitive = os_unfair_lock
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t
    #endif
    @usableFromInline let primitive: UnsafeMutablePointer<Primitive>

    @usableFromInline
    init() {
        primitive = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128)
            .bindMemory(to: Self.Primitive.self, capacity: 1)
        #if canImport(os)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #if canImport(Glibc)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        #endif
        let status = pthread_mutex_init(primitive, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    deinit {
        #if !canImport(os)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        UnsafeMutableRawPointer(primitive).deallocate()
    }

    /// Runs `body` holding the lock.
    @inlinable @inline(__always)
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        #if canImport(os)
        os_unfair_lock_lock(primitive)
        defer { os_unfair_lock_unlock(primitive) }
        #else
        pthread_mutex_lock(primitive)
        defer { pthread_mutex_unlock(primitive) }
        #endif
        return try body()
    }
}
