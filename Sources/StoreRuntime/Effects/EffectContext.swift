/// What a running effect sees of its store: where to send actions and the
/// clock to wait on.
public struct EffectContext<Action: Sendable>: Sendable {
    let deliver: @Sendable (Action) -> Void

    /// The store's clock (`ContinuousClock` unless the store was given
    /// another; a `TestStore`'s `clock` in tests). Wait on it, not on
    /// `Task.sleep`, so that a test advances time instead of waiting for it.
    public let clock: any Clock<Duration>

    /// What the store was given for its effects (see `dependency(_:)`).
    public let dependencies: StoreDependencies

    init(clock: any Clock<Duration>, dependencies: StoreDependencies, deliver: @escaping @Sendable (Action) -> Void) {
        self.clock = clock
        self.dependencies = dependencies
        self.deliver = deliver
    }

    /// The dependency given to the store as `type`.
    ///
    /// - Throws: `MissingEffectDependency` when the store was given none (it
    ///   reaches the effect's error action like any error).
    public func dependency<Value: Sendable>(_ type: Value.Type) throws -> Value {
        guard let value = dependencies[type] else { throw MissingEffectDependency(type: "\(type)") }
        return value
    }

    /// Sends `action` to the store (queued like any dispatch). Dropped when
    /// the effect is already cancelled, once the store is gone, and, for an
    /// effect with an identity, when that identity is cancelled before the
    /// store applies it (see `Effect`).
    public func send(_ action: Action) {
        if Task.isCancelled { return }
        deliver(action)
    }

    /// The same context for an effect whose actions are wrapped by `transform`.
    func map<Inner: Sendable>(_ transform: @escaping @Sendable (Inner) -> Action) -> EffectContext<Inner> {
        let deliver = deliver
        return EffectContext<Inner>(clock: clock, dependencies: dependencies) { deliver(transform($0)) }
    }
}
