extension Store {
    /// A store for a child that may be absent (an optional child, a list row,
    /// a stack screen): `nil` when `toChild` finds none now, else a store
    /// scoped to it as `scope(state:action:extract:fields:)` makes.
    ///
    /// Once the child goes away, the scoped store keeps showing the child's
    /// last state (a screen being dismissed still draws), and what it
    /// dispatches reaches the parent, which drops and reports it.
    ///
    /// Its action subscriptions hear the parent's actions that `extract`
    /// maps to a child action: those sent to this child. Without `extract`,
    /// an action that is an enum case whose only payload is a `ChildAction`
    /// is unwrapped, as `scope(state:action:extract:fields:)` does; a row or
    /// a screen, found by id, needs it:
    ///
    /// ```swift
    /// if let sheet = app.scope(present: { $0.addSheet }, action: AppAction.addSheet, fields: [.addSheet]) { … }
    /// let row = app.scope(
    ///     present: { $0.rows[id: id] }, action: { AppAction.rows(.element(id: id, action: $0)) },
    ///     extract: { if case .rows(.element(id, let action)) = $0 { action } else { nil } }, fields: [.rows])
    /// ```
    public func scope<ChildState: Sendable, ChildAction: Sendable>(
        present toChild: @escaping @Sendable (State) -> ChildState?,
        action toParent: @escaping @Sendable (ChildAction) -> Action,
        extract: (@Sendable (Action) -> ChildAction?)? = nil,
        fields: StateFields<State> = .all
    ) -> Store<ChildState, ChildAction>? {
        guard let current = toChild(state) else { return nil }
        let last = LastChildState(current)
        return scope(
            state: { last.update(toChild($0)) },
            action: toParent,
            extract: extract,
            fields: fields)
    }
}

/// The last state a scoped store of an absent-able child saw.
final class LastChildState<Child: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Child

    init(_ value: Child) {
        self.value = value
    }

    /// `child` when present (remembered), else the last one seen.
    func update(_ child: Child?) -> Child {
        lock.withLock {
            if let child { value = child }
            return value
        }
    }
}
