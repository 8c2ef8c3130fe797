import Dispatch

/// Where a background subscription's handler runs: always a serial executor,
/// so values arrive one at a time and in order.
public struct BackgroundDelivery: Sendable {
    @usableFromInline let makeQueue: @Sendable () -> DispatchQueue

    /// A new serial queue for each subscription.
    public static var background: BackgroundDelivery {
        BackgroundDelivery { DispatchQueue(label: "StoreRuntime.subscription") }
    }

    /// The given queue; it must be serial for in-order delivery.
    public static func queue(_ queue: DispatchQueue) -> BackgroundDelivery {
        BackgroundDelivery { queue }
    }
}

/// Sends one subscription's values to its queue; drops those still queued once
/// the subscription is cancelled.
@usableFromInline
final class QueueMailbox<Value: Sendable>: ValueDelivery, @unchecked Sendable {
    @usableFromInline let queue: DispatchQueue
    @usableFromInline let handler: @Sendable (Value) -> Void
    @usableFromInline let lock = Lock()
    @usableFromInline var isCancelled = false

    @usableFromInline
    init(queue: DispatchQueue, handler: @escaping @Sendable (Value) -> Void) {
        self.queue = queue
        self.handler = handler
    }

    @usableFromInline
    func deliver(_ value: Value) {
        queue.async {
            if self.lock.withLock({ self.isCancelled }) { return }
            self.handler(value)
        }
    }

    @usableFromInline
    func cancel() { lock.withLock { isCancelled = true } }
}
