// The entry points generated subscriptions call, behind the `Generated`
// SPI (generated files `@_spi(Generated) import StoreRuntime`): apps call
// the generated members, never these.
//
// A generated `subscribe(display:)` is one line: it names its props type,
// which knows the fields it reads (`fields`) and how to select itself from a
// state (`init(_:)`), and calls `deliverProps` here. Keeping the selection in
// the props type and the wiring in this one generic place, rather than a
// closure and a forwarder per subscription in generated code, is what keeps
// a store with a thousand subscriptions cheap to compile. The names differ
// from `subscribe` so that the compiler, resolving the call inside each
// generated `subscribe(<name>:)`, never weighs the generated overloads; and
// props and events have names of their own (`deliverProps`,
// `deliverEvents`), so it does not weigh one against the other at each call
// either.
//
// Props are built from the state where it lies: the observer calls
// `Props.init` on the state behind the store's pointer, so once that init is
// inlined (it is generated next to the call) it loads just the fields it
// selects. Handing the state to a selector closure instead makes the
// compiler copy the whole state into the call, whatever the closure reads,
// on every evaluation.

/// What a generated state subscription delivers: props selected from the
/// state, and the top-level fields they are selected from.
public protocol StateProps<State>: Equatable, Sendable {
    /// The state the props are selected from.
    associatedtype State
    /// The fields `init(_:)` reads: the store runs it only when one changed.
    static var fields: FieldSet { get }
    /// The props of `state`. Borrowed, so the store hands over the state
    /// where it lies: taken owned, a caller that does not inline the
    /// initializer (any debug build) copies the whole state into each call
    /// and the initializer destroys it, a retain and a release per counted
    /// member, and each generated file that declares props carries the
    /// state's destroy code. A conformance may still declare
    /// `init(_ state: State)`.
    init(_ state: borrowing State)
    /// The member holding each of `fields`, in the order of their indices:
    /// how a model (`StoreModel`) tells which field a read of it is of.
    /// Empty, the default, makes every read a read of every field.
    static var fieldKeyPaths: [PartialKeyPath<Self>] { get }
}

extension StateProps {
    /// No member listed: a model's reads are reads of every field.
    public static var fieldKeyPaths: [PartialKeyPath<Self>] { [] }
}

/// What a generated action subscription delivers: the actions it receives,
/// as events.
public protocol ActionEvent<Action>: Sendable {
    /// The actions events are made from.
    associatedtype Action
    /// The event for `action`, or `nil` when the subscription does not
    /// receive it. Borrowed, like `StateProps.init(_:)`.
    init?(_ action: borrowing Action)
}

extension Store {
    /// `Props` on the main actor: the current props, then each change.
    @_spi(Generated) @inlinable @discardableResult
    public func deliverProps<Props: StateProps>(
        _ props: Props.Type,
        to handler: @escaping @MainActor @Sendable (Props) -> Void
    ) -> SubscriptionToken where Props.State == State {
        subscribe(fields: Props.fields, observing: { Self.deliveringChanges(of: Props.self, to: $0) }, handler)
    }

    /// `Props` on a background executor: the current props, then each change.
    @_spi(Generated) @inlinable @discardableResult
    public func deliverProps<Props: StateProps>(
        _ props: Props.Type,
        on delivery: BackgroundDelivery,
        to handler: @escaping @Sendable (Props) -> Void
    ) -> SubscriptionToken where Props.State == State {
        subscribe(
            fields: Props.fields, observing: { Self.deliveringChanges(of: Props.self, to: $0) }, on: delivery, handler)
    }

    /// `Props` on the main actor to `owner`, for as long as it lives (held weakly).
    @_spi(Generated) @inlinable @discardableResult
    public func deliverProps<Owner: AnyObject & Sendable, Props: StateProps>(
        _ props: Props.Type,
        to owner: Owner,
        _ handler: @escaping @MainActor @Sendable (Owner, Props) -> Void
    ) -> SubscriptionToken where Props.State == State {
        subscribe(owner, fields: Props.fields, observing: { Self.deliveringChanges(of: Props.self, to: $0) }, handler)
    }

    /// `Props` on a background executor to `owner`, for as long as it lives (held weakly).
    @_spi(Generated) @inlinable @discardableResult
    public func deliverProps<Owner: AnyObject & Sendable, Props: StateProps>(
        _ props: Props.Type,
        on delivery: BackgroundDelivery,
        to owner: Owner,
        _ handler: @escaping @Sendable (Owner, Props) -> Void
    ) -> SubscriptionToken where Props.State == State {
        subscribe(
            owner, fields: Props.fields, observing: { Self.deliveringChanges(of: Props.self, to: $0) }, on: delivery,
            handler)
    }

    /// `Props` as an async sequence: the current props, then each change.
    @_spi(Generated) @inlinable
    public func values<Props: StateProps>(of props: Props.Type) -> AsyncStream<Props> where Props.State == State {
        values(fields: Props.fields, observing: { Self.deliveringChanges(of: Props.self, to: $0) })
    }

    /// `Props` as an async sequence, as files generated before 0.2.0 ask
    /// for it; apps read the member generated for the subscription.
    @available(*, deprecated, message: "use the member generated for the subscription (store.display)")
    @inlinable
    public func stream<Props: StateProps>(of props: Props.Type) -> AsyncStream<Props> where Props.State == State {
        values(fields: Props.fields, observing: { Self.deliveringChanges(of: Props.self, to: $0) })
    }

    /// Wraps `delivery` so that it receives the props of each state it is
    /// handed when they differ from the last delivered (always, the first
    /// time), building them from the state in place.
    @inlinable
    static func deliveringChanges<Props: StateProps, Delivery: ValueDelivery<Props>>(
        of _: Props.Type,
        to delivery: Delivery
    ) -> Subscription.Observer where Props.State == State {
        let last = LastDelivered<Props>()
        return { state in
            last.pass(Props(state.assumingMemoryBound(to: State.self).pointee), to: delivery)
            return true
        }
    }

    /// Each applied action that `Event` receives, on the main actor.
    @_spi(Generated) @inlinable @discardableResult
    public func deliverEvents<Event: ActionEvent>(
        _ events: Event.Type,
        to handler: @escaping @MainActor @Sendable (Event) -> Void
    ) -> SubscriptionToken where Event.Action == Action {
        subscribe(actions: { Event($0) }, handler)
    }

    /// Each applied action that `Event` receives, on a background executor.
    @_spi(Generated) @inlinable @discardableResult
    public func deliverEvents<Event: ActionEvent>(
        _ events: Event.Type,
        on delivery: BackgroundDelivery,
        to handler: @escaping @Sendable (Event) -> Void
    ) -> SubscriptionToken where Event.Action == Action {
        subscribe(actions: { Event($0) }, on: delivery, handler)
    }
}
