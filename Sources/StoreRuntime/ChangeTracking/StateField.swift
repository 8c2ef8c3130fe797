/// A named top-level field of `State`. Generated states declare theirs as
/// `<Store>State.Field.<name>`; a subscription names the fields its selector
/// reads with them (`fields: [.count]`, see `StateFields`), so the compiler
/// rejects another store's field or a bare number, which would silently miss
/// changes when it did not match the selector.
public struct StateField<State>: Hashable, Sendable {
    /// The field's index, as `TrackedState.changedFields` counts it.
    public let index: Int

    /// Generated code declares each field once; apps use those. A
    /// hand-written `TrackedState` declares its own the same way, one per
    /// index its `changedFields` reports.
    public init(index: Int) {
        self.index = index
    }
}
