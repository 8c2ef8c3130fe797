// A child that closes itself: its handler returns `.dismiss`, which travels
// up with its other work. The function that forwards the action to it
// (`presented`, `element`, `stack`) addresses the request to the child
// (`ChildOwner.scoped`), and the parent's generated reducer honours it at
// the end of the action, beside cancelling what went away
// (`dismissing(_:was:at:)`, `removing(from:at:)`): the child is removed
// after its shared values were stored and its parent heard its outputs, and
// its effects are cancelled as for any child that went away. A child held
// always (a `store:` module) cannot go: its request passes to whichever
// child holds it, as SwiftUI's dismiss closes the nearest presentation. A
// state with no parent (a `TestStore` of the child alone) reports it.

extension Effect {
    /// Asks the parent holding this state to dismiss it: a sheet or a one-of
    /// child is cleared, a stack's screen popped, a list's row removed, once
    /// the action is applied, and what the child started is cancelled.
    ///
    /// ```swift
    /// mutating func endMeeting(uuid: UUIDSource, now: Date) -> Effect<RecordMeetingAction> {
    ///     standup.meetings.insert(Meeting(id: uuid(), date: now), at: 0)
    ///     return .dismiss
    /// }
    /// ```
    ///
    /// Tested alone, the child's `TestStore` notes it (`isDismissed`) and
    /// cancels the child's effects.
    public static var dismiss: Effect { Effect([.dismiss(nil)]) }

    /// Clears an optional child that asked to be dismissed during the action,
    /// then cancels the effects of one that went away (`dismissing(_:was:at:)`).
    @inlinable
    public func dismissing<Child>(_ child: inout Child?, was presence: ChildPresence, at name: String) -> Effect {
        var effect = self
        if presence.caseIndex != nil, mayAskDismissal, let taken = taking(dismissalsOf: name, keyedBy: Never.self) {
            effect = taken.rest
            child = nil
        }
        return effect.merging(.dismissing(child, was: presence, at: name))
    }

    /// The same for a one-of child: cleared when the case that asked is still the one held.
    @inlinable
    public func dismissing<Child: OneOfState>(_ child: inout Child?, was presence: ChildPresence, at name: String)
        -> Effect
    {
        var effect = self
        if let before = presence.caseIndex, mayAskDismissal, let taken = taking(dismissalsOf: name, keyedBy: Int.self) {
            effect = taken.rest
            if taken.keys.contains(before), child?.caseIndex == before { child = nil }
        }
        return effect.merging(.dismissing(child, was: presence, at: name))
    }

    /// Pops each screen of `stack` that asked to be dismissed during the
    /// action (and those above it), then cancels the effects of every screen popped.
    @inlinable
    public func removing<Element>(from stack: inout ChildStack<Element>, at name: String) -> Effect {
        var effect = self
        if mayAskDismissal, let taken = taking(dismissalsOf: name, keyedBy: StackElementID.self) {
            effect = taken.rest
            for id in taken.keys { stack[id: id] = nil }
        }
        return effect.merging(.removals(of: &stack, at: name))
    }

    /// Removes each row of `list` that asked to be dismissed during the
    /// action, then cancels the effects of every row removed.
    @inlinable
    public func removing<Element>(from list: inout ChildList<Element>, at name: String) -> Effect {
        var effect = self
        if mayAskDismissal, let taken = taking(dismissalsOf: name, keyedBy: Element.ID.self) {
            effect = taken.rest
            for id in taken.keys { _ = list.remove(id: id) }
        }
        return effect.merging(.removals(of: &list, at: name))
    }

    /// Whether this work can hold a dismissal at all. Checked inline before
    /// `taking`, because most actions return no work and the generic call
    /// would otherwise run, unspecialised, for every child of every dispatch.
    @inlinable
    var mayAskDismissal: Bool { !works.isEmpty }

    /// This work without the dismissals addressed to children at `field`,
    /// and those children's keys (none for a child without one, `Never`), or
    /// `nil` when there is none: a scan of the work, most often empty.
    @usableFromInline
    func taking<Key>(dismissalsOf field: String, keyedBy: Key.Type) -> (rest: Effect, keys: [Key])? {
        guard works.contains(where: { if case .dismiss(.some) = $0 { true } else { false } }) else { return nil }
        var keys: [Key] = []
        var found = false
        let rest = works.filter { work in
            guard case .dismiss(let id?) = work, let owner = id.base as? ChildOwner, owner.field == field else {
                return true
            }
            if let key = owner.key {
                guard let key = key.base as? Key else { return true }
                keys.append(key)
            }
            found = true
            return false
        }
        return found ? (Effect(rest), keys) : nil
    }
}
