/// A named top-level field of `State`. Generated states declare theirs as
/// `<Store>State.Field.<name>`, and every untyped subscription API takes an
/// array of them in place of a `FieldSet` of indices: the compiler then
/// rejects another store's field, and a field is spelled by its name rather
/// than by a number that silently misses changes when it does not match the
/// selector.
public struct StateField<State>: Hashable, Sendable {
    /// The field's index, as `TrackedState.changedFields` counts it.
    public let index: Int

    /// Generated code declares each field once; apps use those.
    public init(index: Int) {
        self.index = index
    }
}

extension FieldSet {
    /// The indices of `fields`.
    @inlinable
    public init<State>(_ fields: [StateField<State>]) {
        self.init(fields.lazy.map(\.index))
    }
}
