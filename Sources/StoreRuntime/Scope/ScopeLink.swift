/// How a scoped store reads, writes and subscribes through its parent.
@usableFromInline
final class ScopeLink<State: Sendable, Action: Sendable>: Sendable {
    @usableFromInline let read: @Sendable () -> State
    @usableFromInline let send: @Sendable (Action) -> Void
    @usableFromInline let register: @Sendable (
        _ observesActions: Bool,
        _ observe: @escaping Subscription.Observer,
        _ cancelDelivery: (@Sendable () -> Void)?,
        _ cancelsOnRelease: Bool,
        _ storeEnded: (@Sendable () -> Void)?
    ) -> SubscriptionToken
    @usableFromInline let access: WeakStoreAccess<State, Action>
    /// The root store's frames, which the child's main-actor deliveries join.
    @usableFromInline let frames: MainActorFrames

    init(
        read: @escaping @Sendable () -> State,
        send: @escaping @Sendable (Action) -> Void,
        register: @escaping @Sendable (
            Bool, @escaping Subscription.Observer, (@Sendable () -> Void)?, Bool, (@Sendable () -> Void)?
        ) -> SubscriptionToken,
        access: WeakStoreAccess<State, Action>,
        frames: MainActorFrames
    ) {
        self.read = read
        self.send = send
        self.register = register
        self.access = access
        self.frames = frames
    }
}
