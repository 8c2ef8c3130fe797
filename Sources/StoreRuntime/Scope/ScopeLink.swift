/// How a scoped store reads, writes and subscribes through its parent.
@usableFromInline
final class ScopeLink<State: Sendable, Action: Sendable>: Sendable {
    @usableFromInline let read: @Sendable () -> State
    @usableFromInline let send: @Sendable (Action) -> Void
    @usableFromInline let register:
        @Sendable (
            _ observesActions: Bool,
            _ observe: @escaping Subscription.Observer,
            _ cancelDelivery: (@Sendable () -> Void)?,
            _ cancelsOnRelease: Bool,
            _ storeEnded: (@Sendable () -> Void)?
        ) -> SubscriptionToken
    @usableFromInline let access: WeakStoreAccess<State, Action>
    /// The root store's frames, which the child's main-actor deliveries join.
    @usableFromInline let frames: MainActorFrames
    /// The root store's queue (see `Store+Queue`).
    @usableFromInline let queue: any StoreQueue

    init(
        read: @escaping @Sendable () -> State,
        send: @escaping @Sendable (Action) -> Void,
        register:
            @escaping @Sendable (
                Bool, @escaping Subscription.Observer, (@Sendable () -> Void)?, Bool, (@Sendable () -> Void)?
            ) -> SubscriptionToken,
        access: WeakStoreAccess<State, Action>,
        frames: MainActorFrames,
        queue: any StoreQueue
    ) {
        self.read = read
        self.send = send
        self.register = register
        self.access = access
        self.frames = frames
        self.queue = queue
    }
}
