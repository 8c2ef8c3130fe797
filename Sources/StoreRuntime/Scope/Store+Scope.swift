// How scoping works, file by file: `scope` (here) makes a store whose
// `Store.Backing` is a `ScopeLink`: closures that read the parent's state
// through `toChild`, dispatch through `toParent`, and register the child's
// subscriptions in the parent with observers that map the parent's state or
// action to the child's. A scoped store has no engine of its own.

extension Store {
    /// A store for a sub-state and its actions, so a feature (possibly in
    /// another target) is written against `Store<ChildState, ChildAction>`
    /// and sees only its own types.
    ///
    /// - `state` reads the parent's state through `toChild`; `dispatch` wraps
    ///   the action with `toParent` and dispatches it to the parent (so the
    ///   parent's middleware and reducer see it).
    /// - Subscriptions live in the parent and are evaluated when one of
    ///   `fields` (the parent's fields the child state lives in) changed; the
    ///   `fields` a child subscription names are ignored.
    /// - Action subscriptions receive the parent's actions that `extract` maps
    ///   to a child action. Without `extract`, an action that is an enum case
    ///   whose only payload is a `ChildAction` (`case reports(ReportsAction)`)
    ///   is unwrapped; pass `extract` when two cases carry that type.
    /// - Commands run on the root store (releasing the root cancels them).
    ///
    /// Lifetime: the scoped store holds its parent strongly, so it works as
    /// long as its user holds it; the parent does not hold it, so making a
    /// scoped store per access (a computed property) is fine.
    ///
    /// ```swift
    /// let reports: Store<ReportsState, ReportsAction> =
    ///     app.scope(state: \.reports, action: AppAction.reports, fields: [.reports])
    /// ```
    public func scope<ChildState: Sendable, ChildAction: Sendable>(
        state toChild: @escaping @Sendable (State) -> ChildState,
        action toParent: @escaping @Sendable (ChildAction) -> Action,
        extract: (@Sendable (Action) -> ChildAction?)? = nil,
        fields: StateFields<State> = .all
    ) -> Store<ChildState, ChildAction> {
        let parent = self
        let unwrap: @Sendable (Action) -> ChildAction? = { Self.unwrapPayload($0) }
        let extract: @Sendable (Action) -> ChildAction? = extract ?? unwrap
        let parentAccess = weakAccess
        let frames = self.frames
        let register:
            @Sendable (
                Bool, @escaping Subscription.Observer, (@Sendable () -> Void)?, Bool, (@Sendable () -> Void)?
            ) -> SubscriptionToken = { observesActions, observe, cancelDelivery, cancelsOnRelease, storeEnded in
                let observeParent: Subscription.Observer
                if observesActions {
                    observeParent = { action in
                        guard let childAction = extract(action.assumingMemoryBound(to: Action.self).pointee) else {
                            return true
                        }
                        return withUnsafePointer(to: childAction) { observe(UnsafeRawPointer($0)) }
                    }
                } else {
                    observeParent = { state in
                        let child = toChild(state.assumingMemoryBound(to: State.self).pointee)
                        // The parent's changed fields are not the child's: a
                        // child's model compares its props instead.
                        let changed = frames.changedFields
                        frames.changedFields = UnsafePointer(frames.everyField)
                        defer { frames.changedFields = changed }
                        return withUnsafePointer(to: child) { observe(UnsafeRawPointer($0)) }
                    }
                }
                return parent.register(
                    fields: observesActions ? FieldSet() : fields.indices,
                    observesActions: observesActions,
                    observe: observeParent,
                    cancelDelivery: cancelDelivery,
                    cancelsOnRelease: cancelsOnRelease,
                    storeEnded: storeEnded
                )
            }
        let access = WeakStoreAccess<ChildState, ChildAction>(
            read: { parentAccess.read().map(toChild) },
            send: { parentAccess.send(toParent($0)) }
        )
        let link = ScopeLink<ChildState, ChildAction>(
            read: { toChild(parent.state) },
            send: { parent.dispatch(toParent($0)) },
            register: register,
            access: access,
            frames: frames,
            queue: queue
        )
        return Store<ChildState, ChildAction>(link: link, commands: commands, errorHandler: errorHandler)
    }

    /// The default child-action extraction: the action itself when the types
    /// agree, else the single payload of an enum case when it is a `Child`.
    static func unwrapPayload<Child>(_ action: Action) -> Child? {
        if let same = action as? Child { return same }
        let mirror = Mirror(reflecting: action)
        guard mirror.displayStyle == .enum, mirror.children.count == 1,
            let payload = mirror.children.first?.value
        else { return nil }
        if let child = payload as? Child { return child }
        // `case feature(action: Child)` reflects as a one-element labelled tuple.
        let tuple = Mirror(reflecting: payload)
        if tuple.displayStyle == .tuple, tuple.children.count == 1 {
            return tuple.children.first?.value as? Child
        }
        return nil
    }
}
