/// The top-level fields of `State` a subscription's selector reads: with a
/// `TrackedState` the store runs the selector only when one of them changed.
/// Written as an array of the state's named fields (`[.count, .title]`, or
/// `[CounterState.Field.count]`), or `.all` (the default: run after every
/// change). There is no way to spell one as bare indices: `[0]` does not
/// compile.
public struct StateFields<State>: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The indices, as the store and `TrackedState.changedFields` count them.
    public let indices: FieldSet

    /// Exactly the fields listed.
    @inlinable
    public init(arrayLiteral fields: StateField<State>...) {
        self.init(fields)
    }

    /// Exactly `fields`.
    @inlinable
    public init(_ fields: some Sequence<StateField<State>>) {
        indices = FieldSet(fields.lazy.map(\.index))
    }

    /// Fields given as indices: what generated subscriptions know about
    /// their props (`StateProps.fields`); apps name fields instead.
    @usableFromInline
    init(indices: FieldSet) {
        self.indices = indices
    }

    /// Every field: the selector runs after every change.
    @inlinable
    public static var all: StateFields { StateFields(indices: .all) }
}
