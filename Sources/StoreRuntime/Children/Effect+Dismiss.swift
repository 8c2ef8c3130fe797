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
    ///
    /// This and the three below run for every child of every action, and most
    /// actions return no work: inlined always, with no work they do what the
    /// cancellation alone did (`merging` this work with it), and the scan for
    /// dismissals (generic, so unspecialised where it is called from) runs
    /// only when there is work.
    @inlinable @inline(__always)
    public func dismissing<Child>(_ child: inout Child?, was presence: ChildPresence, at name: String) -> Effect {
        if presence.caseIndex != nil && mayAskDismissal {
            let rest = takingDismissal(of: &child, at: name)
            return rest.merging(.dismissing(child, was: presence, at: name))
        }
        return merging(.dismissing(child, was: presence, at: name))
    }

    /// The same for a one-of child: cleared when the case that asked is still the one held.
    @inlinable @inline(__always)
    public func dismissing<Child: OneOfState>(_ child: inout Child?, was presence: ChildPresence, at name: String)
        -> Effect
    {
        if presence.caseIndex != nil && mayAskDismissal {
            let rest = takingDismissal(of: &child, was: presence, at: name)
            return rest.merging(.dismissing(child, was: presence, at: name))
        }
        return merging(.dismissing(child, was: presence, at: name))
    }

    /// Pops each screen of `stack` that asked to be dismissed during the
    /// action (and those above it), then cancels the effects of every screen popped.
    @inlinable @inline(__always)
    public func removing<Element>(from stack: inout ChildStack<Element>, at name: String) -> Effect {
        if mayAskDismissal {
            let rest = takingDismissals(from: &stack, at: name)
            return rest.merging(.removals(of: &stack, at: name))
        }
        return merging(.removals(of: &stack, at: name))
    }

    /// Removes each row of `list` that asked to be dismissed during the
    /// action, then cancels the effects of every row removed.
    @inlinable @inline(__always)
    public func removing<Element>(from list: inout ChildList<Element>, at name: String) -> Effect {
        if mayAskDismissal {
            let rest = takingDismissals(from: &list, at: name)
            return rest.merging(.removals(of: &list, at: name))
        }
        return merging(.removals(of: &list, at: name))
    }

    /// Whether this work can hold a dismissal at all (see `dismissing(_:was:at:)`).
    @inlinable
    var mayAskDismissal: Bool { !works.isEmpty }

    /// This work without `child`'s request to be dismissed, clearing it if it asked.
    @usableFromInline
    func takingDismissal<Child>(of child: inout Child?, at name: String) -> Effect {
        guard let taken = taking(dismissalsOf: name, keyedBy: Never.self) else { return self }
        child = nil
        return taken.rest
    }

    /// The same for a one-of child, cleared when the case that asked is still the one held.
    @usableFromInline
    func takingDismissal<Child: OneOfState>(of child: inout Child?, was presence: ChildPresence, at name: String)
        -> Effect
    {
        guard let taken = taking(dismissalsOf: name, keyedBy: Int.self) else { return self }
        if let before = presence.caseIndex, taken.keys.contains(before), child?.caseIndex == before { child = nil }
        return taken.rest
    }

    /// This work without the requests of `stack`'s screens, popping each that asked.
    @usableFromInline
    func takingDismissals<Element>(from stack: inout ChildStack<Element>, at name: String) -> Effect {
        guard let taken = taking(dismissalsOf: name, keyedBy: StackElementID.self) else { return self }
        for id in taken.keys { stack[id: id] = nil }
        return taken.rest
    }

    /// This work without the requests of `list`'s rows, removing each that asked.
    @usableFromInline
    func takingDismissals<Element>(from list: inout ChildList<Element>, at name: String) -> Effect {
        guard let taken = taking(dismissalsOf: name, keyedBy: Element.ID.self) else { return self }
        for id in taken.keys { _ = list.remove(id: id) }
        return taken.rest
    }

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
