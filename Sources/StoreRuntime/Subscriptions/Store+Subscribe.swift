// How subscriptions work, file by file: every public `subscribe` (here) and
// every generated one (`GeneratedSubscriptions`, through `deliverProps`/`deliverEvents`/`stream`)
// wraps its selection and handler in one `Subscription.Observer` closure that
// reads the state behind a pointer (a selector closure gets the state passed
// to it; generated props are built from it in place), compares the value
// with the last one delivered and hands changes to a mailbox, through one
// wiring per kind of delivery (the second extension below):
// `MainActorMailbox` for the main actor, `QueueMailbox` (`BackgroundDelivery`)
// for a background queue, or none for synchronous delivery. `Store.register`
// gives the `Subscription` to the store's core, which files it in its
// `SubscriptionRegistry` (indexed by field) and runs it on the thread applying
// actions when one of its fields changed. The caller keeps a
// `SubscriptionToken`, whose release cancels.

/// Subscribing to state.
///
/// Every subscription first receives the value selected from the current
/// state, then the selected value after each action that changed it
/// (compared with `==`; an action that leaves it equal delivers nothing).
/// `fields` names the top-level fields the selector reads, by their
/// generated names (`fields: [.count]`, see `StateFields`): with a
/// `TrackedState` the selector runs only when one of them changed (`.all`, the
/// default, runs it after every change); without tracking it runs after every
/// action.
///
/// The first value is the selected value of the state as it was when
/// `subscribe` was called (from inside a callback: the state that callback
/// is delivering), then comes every later change; none is missed between
/// them. When it arrives: on an idle store, before `subscribe` returns
/// (main-actor subscriptions: when called on the main actor; from elsewhere
/// it is posted to the main queue). While the store is busy (inside a
/// callback, or another thread applying actions) the subscription is added
/// before the next change is delivered, and gets its first value then.
///
/// Selectors run on the thread applying actions, for every change of their
/// fields: keep them cheap and pure. A selector is handed the state by value,
/// which for a large state is a copy of all of it per run (8 KB for 1,000
/// `Int`s); generated subscriptions build their props from the state in place.
extension Store {
    /// Delivers on the main actor: synchronously when the action is applied
    /// on the main thread, otherwise in order through the main queue.
    @inlinable @discardableResult
    public func subscribe<Value: Equatable & Sendable>(
        fields: StateFields<State> = .all,
        select: @escaping @Sendable (State) -> Value,
        _ handler: @escaping @MainActor @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribe(fields: fields.indices, observing: { Self.deliveringChanges(of: select, to: $0) }, handler)
    }

    /// Delivers on a background serial executor, one value at a time, in order.
    @inlinable @discardableResult
    public func subscribe<Value: Equatable & Sendable>(
        fields: StateFields<State> = .all,
        select: @escaping @Sendable (State) -> Value,
        on delivery: BackgroundDelivery,
        _ handler: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribe(
            fields: fields.indices, observing: { Self.deliveringChanges(of: select, to: $0) }, on: delivery, handler)
    }

    /// Delivers synchronously on whichever thread is applying the action
    /// (one at a time: the store serialises them). The cheapest delivery; keep
    /// the handler short, it holds up the next action.
    @inlinable @discardableResult
    public func subscribeSynchronously<Value: Equatable & Sendable>(
        fields: StateFields<State> = .all,
        select: @escaping @Sendable (State) -> Value,
        _ handler: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        register(
            fields: fields.indices,
            observesActions: false,
            observe: Self.deliveringChanges(of: select, to: DeliveryClosure(handler)),
            cancelDelivery: nil,
            cancelsOnRelease: true
        )
    }

    /// Delivers on the main actor to `owner` for as long as it lives: the
    /// store holds it weakly and drops the subscription once it is gone, so no
    /// token needs keeping. The returned token can still cancel early; releasing
    /// it does not cancel.
    @inlinable @discardableResult
    public func subscribe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
        _ owner: Owner,
        fields: StateFields<State> = .all,
        select: @escaping @Sendable (State) -> Value,
        _ handler: @escaping @MainActor @Sendable (Owner, Value) -> Void
    ) -> SubscriptionToken {
        subscribe(owner, fields: fields.indices, observing: { Self.deliveringChanges(of: select, to: $0) }, handler)
    }

    /// Delivers on a background serial executor to `owner` for as long as it
    /// lives, like `subscribe(_:fields:select:_:)` does on the main actor: the
    /// store holds it weakly and drops the subscription once it is gone; the
    /// returned token can still cancel early, and releasing it does not cancel.
    @inlinable @discardableResult
    public func subscribe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
        _ owner: Owner,
        fields: StateFields<State> = .all,
        select: @escaping @Sendable (State) -> Value,
        on delivery: BackgroundDelivery,
        _ handler: @escaping @Sendable (Owner, Value) -> Void
    ) -> SubscriptionToken {
        subscribe(
            owner, fields: fields.indices, observing: { Self.deliveringChanges(of: select, to: $0) }, on: delivery,
            handler)
    }

    /// The same values as an `AsyncStream`: the current value first, then each
    /// change. The subscription ends when the stream's consumer stops
    /// (cancels, breaks out of the loop, or drops the stream); the stream
    /// finishes when the store is released. Values are buffered while the
    /// consumer is busy, none dropped.
    @inlinable
    public func values<Value: Equatable & Sendable>(
        fields: StateFields<State> = .all,
        select: @escaping @Sendable (State) -> Value
    ) -> AsyncStream<Value> {
        values(fields: fields.indices, observing: { Self.deliveringChanges(of: select, to: $0) })
    }

    /// Wraps `delivery` so that it receives the selected value when it
    /// differs from the last one delivered (always, the first time).
    @inlinable
    static func deliveringChanges<Value: Equatable & Sendable, Delivery: ValueDelivery<Value>>(
        of select: @escaping @Sendable (State) -> Value,
        to delivery: Delivery
    ) -> Subscription.Observer {
        let last = LastDelivered<Value>()
        return { state in
            last.pass(select(state.assumingMemoryBound(to: State.self).pointee), to: delivery)
            return true
        }
    }
}

/// The delivery wiring every state subscription shares, whatever produces
/// its values: `observing` makes the observer that reads the state and hands
/// values to the function it is given (the mailbox's, the stream's). The
/// public methods above pass a selector closure; generated props
/// (`GeneratedSubscriptions`) build themselves from the state in place.
extension Store {
    /// Makes a subscription's observer around what it delivers to.
    @usableFromInline
    typealias Observing<Delivery> = (Delivery) -> Subscription.Observer

    /// On the main actor (see `subscribe(fields:select:_:)`).
    @inlinable
    func subscribe<Value: Sendable>(
        fields: FieldSet,
        observing: Observing<MainActorMailbox<Value>>,
        _ handler: @escaping @MainActor @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        let mailbox = MainActorMailbox(frames: frames, handler: handler)
        return register(
            fields: fields,
            observesActions: false,
            observe: observing(mailbox),
            cancelDelivery: { mailbox.cancel() },
            cancelsOnRelease: true
        )
    }

    /// On a background serial executor (see `subscribe(fields:select:on:_:)`).
    @inlinable
    func subscribe<Value: Sendable>(
        fields: FieldSet,
        observing: Observing<QueueMailbox<Value>>,
        on delivery: BackgroundDelivery,
        _ handler: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        let mailbox = QueueMailbox(queue: delivery.makeQueue(), handler: handler)
        return register(
            fields: fields,
            observesActions: false,
            observe: observing(mailbox),
            cancelDelivery: { mailbox.cancel() },
            cancelsOnRelease: true
        )
    }

    /// On the main actor to `owner` while it lives (see `subscribe(_:fields:select:_:)`).
    @inlinable
    func subscribe<Owner: AnyObject & Sendable, Value: Sendable>(
        _ owner: Owner,
        fields: FieldSet,
        observing: Observing<MainActorMailbox<Value>>,
        _ handler: @escaping @MainActor @Sendable (Owner, Value) -> Void
    ) -> SubscriptionToken {
        let mailbox = MainActorMailbox<Value>(frames: frames) { [weak owner] value in
            if let owner { handler(owner, value) }
        }
        return register(
            whileAlive: owner,
            fields: fields,
            observe: observing(mailbox),
            cancelDelivery: { mailbox.cancel() }
        )
    }

    /// On a background serial executor to `owner` while it lives (see
    /// `subscribe(_:fields:select:on:_:)`).
    @inlinable
    func subscribe<Owner: AnyObject & Sendable, Value: Sendable>(
        _ owner: Owner,
        fields: FieldSet,
        observing: Observing<QueueMailbox<Value>>,
        on delivery: BackgroundDelivery,
        _ handler: @escaping @Sendable (Owner, Value) -> Void
    ) -> SubscriptionToken {
        let mailbox = QueueMailbox<Value>(queue: delivery.makeQueue()) { [weak owner] value in
            if let owner { handler(owner, value) }
        }
        return register(
            whileAlive: owner,
            fields: fields,
            observe: observing(mailbox),
            cancelDelivery: { mailbox.cancel() }
        )
    }

    /// As an `AsyncStream` (see `values(fields:select:)`).
    @inlinable
    func values<Value: Sendable>(fields: FieldSet, observing: Observing<DeliveryClosure<Value>>) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let token = register(
            fields: fields,
            observesActions: false,
            observe: observing(DeliveryClosure { continuation.yield($0) }),
            cancelDelivery: nil,
            cancelsOnRelease: true,
            storeEnded: { continuation.finish() }
        )
        continuation.onTermination = { _ in token.cancel() }
        return stream
    }

    /// Registers `observe` for as long as `owner` lives: the store holds
    /// `owner` weakly and drops the subscription at the first change after it
    /// is gone. Releasing the token does not cancel (the owner's life does).
    @usableFromInline
    func register<Owner: AnyObject & Sendable>(
        whileAlive owner: Owner,
        fields: FieldSet,
        observe: @escaping Subscription.Observer,
        cancelDelivery: @escaping @Sendable () -> Void
    ) -> SubscriptionToken {
        register(
            fields: fields,
            observesActions: false,
            observe: { [weak owner] state in
                guard owner != nil else { return false }
                return observe(state)
            },
            cancelDelivery: cancelDelivery,
            cancelsOnRelease: false
        )
    }
}

/// Subscribing to actions.
extension Store {
    /// Each applied action (after its state change was delivered) that
    /// `transform` maps to an event, on the main actor. Dropped actions (by
    /// middleware) are not seen. `{ $0 }` receives every action.
    @inlinable @discardableResult
    public func subscribe<Event: Sendable>(
        actions transform: @escaping @Sendable (Action) -> Event?,
        _ handler: @escaping @MainActor @Sendable (Event) -> Void
    ) -> SubscriptionToken {
        let mailbox = MainActorMailbox(frames: frames, handler: handler)
        return register(
            fields: FieldSet(),
            observesActions: true,
            observe: { action in
                if let event = transform(action.assumingMemoryBound(to: Action.self).pointee) { mailbox.deliver(event) }
                return true
            },
            cancelDelivery: { mailbox.cancel() },
            cancelsOnRelease: true
        )
    }

    /// Each applied action that `transform` maps to an event, on a background
    /// serial executor, in order.
    @inlinable @discardableResult
    public func subscribe<Event: Sendable>(
        actions transform: @escaping @Sendable (Action) -> Event?,
        on delivery: BackgroundDelivery,
        _ handler: @escaping @Sendable (Event) -> Void
    ) -> SubscriptionToken {
        let mailbox = QueueMailbox(queue: delivery.makeQueue(), handler: handler)
        return register(
            fields: FieldSet(),
            observesActions: true,
            observe: { action in
                if let event = transform(action.assumingMemoryBound(to: Action.self).pointee) { mailbox.deliver(event) }
                return true
            },
            cancelDelivery: { mailbox.cancel() },
            cancelsOnRelease: true
        )
    }
}
