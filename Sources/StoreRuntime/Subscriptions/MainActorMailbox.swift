/// Delivers one subscription's values to a main-actor handler, as part of
/// its store's frames (see `MainActorFrames`): called at once when the frame
/// runs immediately on the main thread (no hop, no allocation), otherwise
/// collected into the frame the main queue runs, in order.
@usableFromInline
final class MainActorMailbox<Value: Sendable>: ValueDelivery, @unchecked Sendable {
    @usableFromInline let frames: MainActorFrames
    @usableFromInline let handler: @MainActor @Sendable (Value) -> Void
    /// `handler` without its isolation, called only where the main actor
    /// runs (an immediate frame, or the main queue). A global-actor function
    /// has the same representation as a plain one; calling it this way skips
    /// `MainActor.assumeIsolated`'s runtime check, which costs more than a
    /// whole dispatch on Linux.
    @usableFromInline let handlerOnMain: @Sendable (Value) -> Void
    @usableFromInline let lock = Lock()
    // Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var isCancelled = false

    @usableFromInline
    init(frames: MainActorFrames, handler: @escaping @MainActor @Sendable (Value) -> Void) {
        self.frames = frames
        self.handler = handler
        self.handlerOnMain = unsafeBitCast(handler, to: (@Sendable (Value) -> Void).self)
    }

    /// Called by the thread applying actions.
    @inlinable @inline(__always)
    func deliver(_ value: Value) {
        if frames.deliversImmediately() {
            handlerOnMain(value)
            return
        }
        deliverInFrame(value)
    }

    /// Adds the delivery to the frame the main queue runs (not inlined: the
    /// closure it makes cost the inlined `deliver` registers and spills).
    @usableFromInline
    func deliverInFrame(_ value: Value) {
        frames.enqueue { [self] in
            if lock.withLock({ isCancelled }) { return }
            handlerOnMain(value)
        }
    }

    /// Drops the values not yet delivered.
    @usableFromInline
    func cancel() {
        lock.withLock { isCancelled = true }
    }
}
