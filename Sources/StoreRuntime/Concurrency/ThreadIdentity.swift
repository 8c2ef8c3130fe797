#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif
import Foundation

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

    /// Whether the caller runs on the main thread (where the main actor runs).
    @inlinable @inline(__always)
    static var isMain: Bool {
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        return Thread.isMainThread
        #endif
    }
}
