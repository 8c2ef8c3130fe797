import Dispatch

/// Delivers one subscription's values to a main-actor handler, in order.
///
/// When the store applies actions on the main thread the handler runs at once
/// (no hop, no allocation). Values produced on other threads wait here and a
/// single main-queue block delivers them; if the main thread produces a value
/// while earlier ones still wait, it delivers those first, so the handler
/// always sees values in the order the store produced them.
@usableFromInline
final class MainActorMailbox<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let handler: @MainActor @Sendable (Value) -> Void
    /// `handler` without its isolation, called only after `ThreadIdentity.isMain`
    /// said the caller runs where the main actor runs. A global-actor function
    /// has the same representation as a plain one; calling it this way skips
    /// `MainActor.assumeIsolated`'s runtime check, which costs more than a
    /// whole dispatch on Linux.
    @usableFromInline let handlerOnMain: @Sendable (Value) -> Void
    @usableFromInline let lock = Lock()
    // Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var waiting: [Value] = []
    @exclusivity(unchecked) @usableFromInline var isCancelled = false
    @exclusivity(unchecked) @usableFromInline var isFlushScheduled = false
    // Written only by threads applying actions (ordered by the store's lock).
    @exclusivity(unchecked) @usableFromInline var posted: UInt64 = 0
    // Main thread only.
    @exclusivity(unchecked) @usableFromInline var delivered: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var isFlushing = false

    @usableFromInline
    init(handler: @escaping @MainActor @Sendable (Value) -> Void) {
        self.handler = handler
        self.handlerOnMain = unsafeBitCast(handler, to: (@Sendable (Value) -> Void).self)
    }

    /// Called by the thread applying actions.
    @inlinable
    func deliver(_ value: Value) {
        if ThreadIdentity.isMain {
            if posted == delivered && !isFlushing {
                handlerOnMain(value)
                return
            }
            lock.withLock {
                waiting.append(value)
                posted &+= 1
            }
            // Inside a flush the running loop picks it up, after the values before it.
            if !isFlushing { MainActor.assumeIsolated { flush() } }
            return
        }
        let schedule: Bool = lock.withLock {
            if isCancelled { return false }
            waiting.append(value)
            posted &+= 1
            defer { isFlushScheduled = true }
            return !isFlushScheduled
        }
        if schedule {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.flush() } }
        }
    }

    @usableFromInline @MainActor
    func flush() {
        isFlushing = true
        defer { isFlushing = false }
        while true {
            let batch: [Value] = lock.withLock {
                if waiting.isEmpty || isCancelled {
                    waiting = []
                    isFlushScheduled = false
                    return []
                }
                defer { waiting = [] }
                return waiting
            }
            if batch.isEmpty { return }
            for value in batch {
                delivered &+= 1
                if lock.withLock({ isCancelled }) { continue }
                handler(value)
            }
        }
    }

    @usableFromInline
    func cancel() {
        lock.withLock {
            isCancelled = true
            waiting = []
        }
    }
}
