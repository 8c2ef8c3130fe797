/// A state that holds derived values: members computed from other members
/// (`visibleTodos` from `todos` and `visibility`), each recomputed only when
/// one of the members it reads changed.
///
/// Generated states with a `derived:` section conform. A derived value has a
/// field index after the state's own fields, so subscriptions select it and
/// change tracking reports it like a field. `changedFields` compares the
/// derived values too: a handler that assigns a whole state (made anew, or
/// kept from an earlier action) brings derived values of its own, which a
/// recomputation from its members would find up to date. After each action
/// the store adds the derived values that changed with the members
/// (`adding(derivedChangesOf:after:from:)`).
public protocol DerivedState: TrackedState {
    /// Recomputes every derived value that is in `changed` or reads a member
    /// in `changed` (all of them for `.all`), in dependency order, and
    /// returns the indices of those whose value changed. A derived value that
    /// reads another counts that one as changed when it was recomputed to a
    /// different value. (A derived value itself in `changed` differs from the
    /// one before the action although its inputs may not: a state kept in
    /// the middle of a handler holds one out of date.)
    mutating func updateDerivedValues(changed: FieldSet) -> FieldSet
}

extension DerivedState {
    /// The fields that differ between `old` and `new`, and the derived values
    /// of `new` that changed with them, brought up to date first: what the
    /// test store and `reduceEmbedded` do after an action (a store does the
    /// same through its change detector, `adding(derivedChangesOf:after:from:)`).
    @inlinable
    public static func changedFieldsUpdatingDerivedValues(
        from old: UnsafePointer<Self>, to new: UnsafeMutablePointer<Self>
    ) -> FieldSet {
        adding(derivedChangesOf: new, after: changedFields(at: old, UnsafePointer(new)), from: old)
    }

    /// `changed` (the members that differ between `old` and `new` after an
    /// action, `.all` when unknown) and the derived values of `new` that
    /// changed with them, brought up to date first: one `updateDerivedValues`
    /// call, none when nothing changed.
    ///
    /// Exact when the action assigned a whole state: a derived value in
    /// `changed` (the assigned state brought its own) that was also
    /// recomputed to another value (that one was out of date with its
    /// inputs) may have come back to its value in `old`, so then the states
    /// are compared again, member by member, derived values included.
    @inlinable
    public static func adding(
        derivedChangesOf new: UnsafeMutablePointer<Self>, after changed: FieldSet, from old: UnsafePointer<Self>
    ) -> FieldSet {
        if changed.isEmpty { return changed }
        let updated = new.pointee.updateDerivedValues(changed: changed)
        if _slowPath(!changed.isAll && changed.intersects(updated)) {
            return changedFields(at: old, UnsafePointer(new))
        }
        return changed.union(updated)
    }

    /// `changed` and the derived values of `state` that changed with them,
    /// brought up to date first. Without the state before the action, a
    /// derived value an assigned state brought out of date and that was
    /// recomputed to its earlier value counts as changed.
    @available(
        *, deprecated,
        message: """
            use adding(derivedChangesOf:after:from:) with the state before the action, \
            so what is reported stays exact when a handler assigned a whole state
            """
    )
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
