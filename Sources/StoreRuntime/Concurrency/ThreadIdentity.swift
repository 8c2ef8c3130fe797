import Dispatch
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

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

    /// The thread as one word, never 0 (what `DrainState` publishes):
    /// `pthread_t` is an integer on glibc, a pointer on Apple platforms.
    @inlinable @inline(__always)
    var word: UInt {
        #if canImport(Glibc)
        return raw
        #else
        return unsafeBitCast(raw, to: UInt.self)
        #endif
    }

    /// Whether the caller runs where the main actor runs, so a main-actor
    /// handler may be called synchronously.
    ///
    /// On Apple platforms that is the main thread. On Linux the main actor runs
    /// on the process's first thread (synchronous top-level code, a run loop)
    /// or wherever the main dispatch queue is being drained, which after
    /// `dispatchMain()` (an async `main`, `swift test`) is another thread; so
    /// the runtime checks both (the first through a per-thread cache, since
    /// Foundation's `Thread.isMainThread` is slow there and this is asked on
    /// every delivery).
    @inlinable @inline(__always)
    static var isMain: Bool {
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        return ProcessMainThread.isCurrent || DispatchQueue.getSpecific(key: MainQueueMarker.key) != nil
        #endif
    }
}

#if !canImport(Darwin)
/// Whether the calling thread is the process's first thread, remembered per
/// thread (it never changes for a thread).
@usableFromInline
enum ProcessMainThread {
    @usableFromInline
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// Stored per thread: 2 = main, 1 = not main (0, no value, = not yet known).
    @inlinable
    static var isCurrent: Bool {
        if let cached = pthread_getspecific(key) { return Int(bitPattern: cached) == 2 }
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 2 : 1))
        return isMain
    }
}

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
