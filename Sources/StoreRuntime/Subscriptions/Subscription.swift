/// One registered observer of a store: of its state (`onState`) or of its
/// actions (`onAction`).
///
/// Everything mutable here belongs to the thread applying actions (the
/// store's drainer, which the store's lock hands from thread to thread), so
/// it needs no lock of its own. The closures return `false` when their owner
/// is gone, which prunes the subscription.
@usableFromInline
final class Subscription<State, Action>: @unchecked Sendable {
    @usableFromInline let fields: FieldSet
    @usableFromInline let onState: (@Sendable (State) -> Bool)?
    @usableFromInline let onAction: (@Sendable (Action) -> Bool)?
    /// Still receiving. Cleared at once when cancelled on the applying thread
    /// (inside a callback), otherwise before the next action is applied.
    @usableFromInline var isActive = true
    /// Removed from the registry (an `attach` still queued must then not add it).
    @usableFromInline var isDetached = false
    /// The dispatch that last evaluated it: one evaluation per dispatch even
    /// when several of its fields changed.
    @usableFromInline var evaluatedGeneration: UInt64 = 0

    @usableFromInline
    init(fields: FieldSet, onState: (@Sendable (State) -> Bool)?, onAction: (@Sendable (Action) -> Bool)?) {
        self.fields = fields
        self.onState = onState
        self.onAction = onAction
    }
}

/// Remembers the last value a subscription delivered, to deliver only changes.
/// Touched only by the thread applying actions.
@usableFromInline
final class LastDelivered<Value>: @unchecked Sendable {
    @usableFromInline var value: Value?
    @usableFromInline init() {}
}
