// The untyped subscription APIs again, taking the state's named fields
// (`[CounterState.Field.count]`) where the originals take a `FieldSet` of
// indices. Each forwards to its original; the field list has no default
// here, so a call without `fields:` still means every field.

extension Store {
    /// `subscribe(fields:select:_:)` over named fields.
    @inlinable @discardableResult
    public func subscribe<Value: Equatable & Sendable>(
        fields: [StateField<State>],
        select: @escaping @Sendable (State) -> Value,
        _ handler: @escaping @MainActor @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribe(fields: FieldSet(fields), select: select, handler)
    }

    /// `subscribe(fields:select:on:_:)` over named fields.
    @inlinable @discardableResult
    public func subscribe<Value: Equatable & Sendable>(
        fields: [StateField<State>],
        select: @escaping @Sendable (State) -> Value,
        on delivery: BackgroundDelivery,
        _ handler: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribe(fields: FieldSet(fields), select: select, on: delivery, handler)
    }

    /// `subscribeSynchronously(fields:select:_:)` over named fields.
    @inlinable @discardableResult
    public func subscribeSynchronously<Value: Equatable & Sendable>(
        fields: [StateField<State>],
        select: @escaping @Sendable (State) -> Value,
        _ handler: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribeSynchronously(fields: FieldSet(fields), select: select, handler)
    }

    /// `subscribe(_:fields:select:_:)` (weakly held owner) over named fields.
    @inlinable @discardableResult
    public func subscribe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
        _ owner: Owner,
        fields: [StateField<State>],
        select: @escaping @Sendable (State) -> Value,
        _ handler: @escaping @MainActor @Sendable (Owner, Value) -> Void
    ) -> SubscriptionToken {
        subscribe(owner, fields: FieldSet(fields), select: select, handler)
    }

    /// `subscribe(_:fields:select:on:_:)` (weakly held owner) over named fields.
    @inlinable @discardableResult
    public func subscribe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
        _ owner: Owner,
        fields: [StateField<State>],
        select: @escaping @Sendable (State) -> Value,
        on delivery: BackgroundDelivery,
        _ handler: @escaping @Sendable (Owner, Value) -> Void
    ) -> SubscriptionToken {
        subscribe(owner, fields: FieldSet(fields), select: select, on: delivery, handler)
    }

    /// `values(fields:select:)` over named fields.
    @inlinable
    public func values<Value: Equatable & Sendable>(
        fields: [StateField<State>],
        select: @escaping @Sendable (State) -> Value
    ) -> AsyncStream<Value> {
        values(fields: FieldSet(fields), select: select)
    }

    /// `scope(state:action:extract:fields:)` over named fields.
    public func scope<ChildState: Sendable, ChildAction: Sendable>(
        state toChild: @escaping @Sendable (State) -> ChildState,
        action toParent: @escaping @Sendable (ChildAction) -> Action,
        extract: (@Sendable (Action) -> ChildAction?)? = nil,
        fields: [StateField<State>]
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChild, action: toParent, extract: extract, fields: FieldSet(fields))
    }
}

#if canImport(Observation)
extension Store {
    /// `observe(fields:select:)` over named fields.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    public func observe<Value: Equatable & Sendable>(
        fields: [StateField<State>],
        select: @escaping @Sendable (State) -> Value
    ) -> ObservedValue<Value> {
        observe(fields: FieldSet(fields), select: select)
    }
}
#endif
