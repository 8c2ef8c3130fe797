/// A state that holds derived values: members computed from other members
/// (`visibleTodos` from `todos` and `visibility`), each recomputed only when
/// one of the members it reads changed.
///
/// Generated states with a `derived:` section conform. A derived value has a
/// field index after the state's own fields, so subscriptions select it and
/// change tracking reports it like a field; `changedFields` compares only the
/// state's own fields (the derived values follow from them), and after each
/// action the store adds the derived values that changed with them
/// (`adding(derivedChangesOf:after:)`).
public protocol DerivedState: TrackedState {
    /// Recomputes every derived value that reads a member in `changed` (all
    /// of them for `.all`), in dependency order, and returns the indices of
    /// those whose value changed. A derived value that reads another counts
    /// that one as changed when it was recomputed to a different value.
    mutating func updateDerivedValues(changed: FieldSet) -> FieldSet
}

extension DerivedState {
    /// The fields that differ between `old` and `new`, and the derived values
    /// of `new` that changed with them, brought up to date first: what the
    /// test store and `reduceEmbedded` do after an action (a store does the
    /// same through its change detector, `adding(derivedChangesOf:after:)`).
    @inlinable
    public static func changedFieldsUpdatingDerivedValues(
        from old: UnsafePointer<Self>, to new: UnsafeMutablePointer<Self>
    ) -> FieldSet {
        adding(derivedChangesOf: new, after: changedFields(from: old, to: UnsafePointer(new)))
    }

    /// `changed` (the fields an action changed, `.all` when unknown) and the
    /// derived values of `state` that changed with them, brought up to date
    /// first: one `updateDerivedValues` call, none when nothing changed.
    @inlinable
    public static func adding(derivedChangesOf state: UnsafeMutablePointer<Self>, after changed: FieldSet) -> FieldSet {
        if changed.isEmpty { return changed }
        return changed.union(state.pointee.updateDerivedValues(changed: changed))
    }

    /// Brings the derived values of the state at `new` up to date after it
    /// changed from the state at `old`, for code that knows the type only as
    /// `any DerivedState.Type` (the test store); both point at states of this
    /// type. Without `old`, every derived value is recomputed.
    public static func updateDerivedValues(of new: UnsafeMutableRawPointer, after old: UnsafeRawPointer?) {
        let state = new.assumingMemoryBound(to: Self.self)
        if let old {
            _ = changedFieldsUpdatingDerivedValues(from: old.assumingMemoryBound(to: Self.self), to: state)
        } else {
            _ = state.pointee.updateDerivedValues(changed: .all)
        }
    }
}

/// Brings the derived values of `state` up to date after it changed from
/// `old` (every one of them without `old`) when its type is a
/// `DerivedState`, and leaves any other state as it is: how a state outside
/// a store follows the store's rule — an embedded module's state
/// (`reduceEmbedded`, `Effect.embedding`) and a test store's states.
@inlinable
package func updateDerivedValues<State>(of state: inout State, after old: State?) {
    guard let derived = State.self as? any DerivedState.Type else { return }
    withUnsafeMutablePointer(to: &state) { new in
        guard var old else { return derived.updateDerivedValues(of: new, after: nil) }
        withUnsafePointer(to: &old) { derived.updateDerivedValues(of: new, after: $0) }
    }
}
