/// Keeps a subscription alive: it is cancelled by `cancel()` or when the token
/// is released. Keep the token (a property, or `store(in:)` a set) for as long
/// as you want values; discarding it ends the subscription.
///
/// Cancelling twice, or after the store is gone, does nothing. Cancelling from
/// inside any of the store's callbacks is fine: on the thread applying actions
/// it takes effect at once (a subscriber cancelled by an earlier subscriber of
/// the same change is not called for it); from another thread it takes effect
/// before the next change is delivered, so at most a delivery already under
/// way completes. Main-actor and background deliveries not yet run are
/// dropped.
public final class SubscriptionToken: Sendable, Hashable {
    private let cancellation: Cancellation
    private let cancelsOnRelease: Bool

    @usableFromInline
    init(cancelsOnRelease: Bool = true, _ cancel: @escaping @Sendable () -> Void) {
        self.cancellation = Cancellation(cancel)
        self.cancelsOnRelease = cancelsOnRelease
    }

    deinit {
        if cancelsOnRelease { cancellation.run() }
    }

    /// Ends the subscription now, rather than when the token is released.
    public func cancel() { cancellation.run() }

    /// Whether `cancel()` has run (or the token cancelled itself on release).
    public var isCancelled: Bool { cancellation.hasRun }

    /// Keeps the token in `set`, Combine style: the subscription lasts as long
    /// as the set holds it.
    public func store(in set: inout Set<SubscriptionToken>) {
        set.insert(self)
    }

    public static func == (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A closure that runs at most once, then is released (so a cancelled token
/// no longer keeps the handler and what it captured alive).
final class Cancellation: @unchecked Sendable {
    private let lock = Lock()
    private var action: (@Sendable () -> Void)?
    private var ran = false

    init(_ action: @escaping @Sendable () -> Void) { self.action = action }

    var hasRun: Bool { lock.withLock { ran } }

    func run() {
        let pending: (@Sendable () -> Void)? = lock.withLock {
            defer {
                action = nil
                ran = true
            }
            return action
        }
        pending?()
    }
}
