// How middleware works: the store calls each `Middleware`'s `before` (here)
// on the thread applying actions, just before the reducer, and each `after`
// once the new state is published. Logging (`LoggingMiddleware`), recording
// (`ActionRecording`) and saving (`PersistenceLink`) are middleware built on
// this type, nothing more.

/// Code that sees every action around the reducer: logging, analytics,
/// recording, validation.
///
/// `before` runs before the reducer with the current state. It returns the
/// action to apply (usually the one it got), or `nil` to drop it; it may
/// dispatch other actions through `dispatch`, which queues them after the
/// current one. `after` runs once the new state is published, with the old
/// and new state and the fields that changed (`.all` for a state without
/// change tracking). Neither can change the state: they receive copies.
///
/// With several middleware, `before`s run in array order and `after`s in
/// reverse order (the first middleware wraps all the others). A dropped
/// action reaches no later `before`, no reducer, no `after` and no subscriber.
///
/// ```swift
/// let noNegative = Middleware<CounterState, CounterAction>(before: { action, state, _ in
///     if case .add(let amount) = action, state.count + amount < 0 { return nil }
///     return action
/// })
/// ```
public struct Middleware<State: Sendable, Action: Sendable>: Sendable {
    /// Runs before the reducer: returns the action to apply (`nil` drops it) and may dispatch others.
    public typealias Before =
        @Sendable (
            _ action: Action, _ state: State, _ dispatch: @escaping @Sendable (Action) -> Void
        ) -> Action?
    /// Runs after the reducer with the states before and after and the fields that changed.
    public typealias After = @Sendable (_ action: Action, _ old: State, _ new: State, _ changed: FieldSet) -> Void

    @usableFromInline let before: Before?
    @usableFromInline let after: After?

    /// A middleware running `before` ahead of the reducer and `after` once the action is applied.
    public init(before: Before? = nil, after: After? = nil) {
        self.before = before
        self.after = after
    }
}
