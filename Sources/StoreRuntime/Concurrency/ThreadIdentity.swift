#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif
import Dispatch

/// Which OS thread is running: the store uses it to tell a cancellation made
/// from inside a callback (on the thread applying actions, so it can take
/// effect at once) from one made on another thread.
@usableFromInline
struct ThreadIdentity: @unchecked Sendable {
    @usableFromInline let raw: pthread_t

    @inlinable @inline(__always)
    static var current: ThreadIdentity { ThreadIdentity(raw: pthread_self()) }

    @inlinable @inline(__always)
    init(raw: pthread_t) { self.raw = raw }

    @inlinable @inline(__always)
    func isSame(as other: ThreadIdentity) -> Bool { pthread_equal(raw, other.raw) != 0 }

    /// Whether the caller runs where the main actor runs, so a main-actor
    /// handler may be called synchronously.
    ///
    /// On Apple platforms that is the main thread. On Linux the main actor runs
    /// wherever the main dispatch queue is drained, which need not be the
    /// process's first thread (under `swift test` it is not), and Foundation's
    /// `Thread.isMainThread` does not track it; so the runtime asks whether the
    /// main queue is the current queue. Code on the process's first thread but
    /// outside the main queue (synchronous top-level code) counts as "not main":
    /// its deliveries go through the main queue.
    @inlinable @inline(__always)
    static var isMain: Bool {
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        return DispatchQueue.getSpecific(key: MainQueueMarker.key) != nil
        #endif
    }
}

#if !canImport(Darwin)
/// Marks the main dispatch queue so that code can tell it runs on it.
@usableFromInline
enum MainQueueMarker {
    @usableFromInline
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
#endif
