// How child features work, file by file: a parent's generated reducer
// forwards each child's actions through the functions here, which apply the
// action to the child in place and return the child's effects as the
// parent's: wrapped by the parent's case (`as:`), scoped under the child
// (`ChildOwner`: its identities become its own, and it owns every run), and
// with a `DroppedChildAction` report when the child is not there. After
// each action, the same reducer asks which children went away
// (`dismissing`, `removals`) and cancels what they own. `ChildList` and
// `ChildStack` hold the children of lists and stacks; `Store+ChildScope`
// makes a store for one child that may be absent.

extension Effect {
    /// Applies `action` to an optional child (a sheet) when it is present,
    /// and returns its effects, owned by it; when it is absent, the action
    /// is dropped and reported (`DroppedChildAction`).
    @inlinable
    public static func presented<Child: ReducibleState>(
        _ child: inout Child?, _ action: Child.Action, as embed: @escaping @Sendable (Child.Action) -> Action,
        at name: String
    ) -> Effect {
        guard child != nil else { return .dropped(action, at: name, because: .absent) }
        let effect = child!.reduceChildAction(action)
        if effect.isNone { return .none }
        return effect.map(embed).owned(byField: name, key: nil, path: name)
    }

    /// The same for a one-of child: its effects are owned by the case it is
    /// in, so a change of case cancels them as going away would.
    @inlinable
    public static func presented<Child: ReducibleState & OneOfState>(
        _ child: inout Child?, _ action: Child.Action, as embed: @escaping @Sendable (Child.Action) -> Action,
        at name: String
    ) -> Effect {
        guard let caseIndex = child?.caseIndex else { return .dropped(action, at: name, because: .absent) }
        let effect = child!.reduceChildAction(action)
        if effect.isNone { return .none }
        return effect.map(embed).owned(byField: name, key: caseIndex, path: name)
    }

    /// Applies an action to the row of its id and returns the row's effects,
    /// owned by the row; an action for an id the list does not hold is
    /// dropped and reported.
    @inlinable
    public static func element<Element: ReducibleState & Identifiable>(
        _ list: inout ChildList<Element>, _ action: ElementAction<Element.ID, Element.Action>,
        as embed: @escaping @Sendable (ElementAction<Element.ID, Element.Action>) -> Action, at name: String
    ) -> Effect {
        switch action {
        case .element(let id, let childAction):
            guard let effect = list.modify(id: id, { $0.reduceChildAction(childAction) }) else {
                return .dropped(childAction, at: "\(name)[\(id)]", because: .noElement)
            }
            if effect.isNone { return .none }
            return effect.map { embed(.element(id: id, action: $0)) }.owned(
                byField: name, key: id, path: "\(name)[\(id)]")
        }
    }

    /// Applies a stack action: pushes, pops (whose screens' effects the
    /// reducer's `removals(of:at:)` cancels), or routes an action to the
    /// screen of its id, returning that screen's effects, owned by it. An
    /// action for a screen no longer on the stack, or a `popTo` one, is
    /// dropped and reported.
    @inlinable
    public static func stack<Element: ReducibleState>(
        _ stack: inout ChildStack<Element>, _ action: StackAction<Element, Element.Action>,
        as embed: @escaping @Sendable (StackAction<Element, Element.Action>) -> Action, at name: String
    ) -> Effect {
        switch action {
        case .push(let element):
            stack.push(element)
            return .none
        case .pop:
            stack.pop()
            return .none
        case .popTo(let id):
            return stack.pop(to: id) ? .none : .dropped(action, at: "\(name)[\(id)]", because: .noElement)
        case .element(let id, let childAction):
            guard let effect = stack.modify(id: id, { $0.reduceChildAction(childAction) }) else {
                return .dropped(childAction, at: "\(name)[\(id)]", because: .noElement)
            }
            if effect.isNone { return .none }
            return effect.map { embed(.element(id: id, action: $0)) }.owned(
                byField: name, key: id, path: "\(name)[\(id)]")
        }
    }

    /// Cancels the effects of an optional child that was present before the
    /// action (`presence`) and is absent now.
    @inlinable
    public static func dismissing<Child>(_ child: Child?, was presence: ChildPresence, at name: String) -> Effect {
        guard presence.caseIndex != nil, child == nil else { return .none }
        return .cancelling(field: name, key: nil)
    }

    /// Cancels the effects of a one-of child that was present before the
    /// action and is now absent or in another case.
    @inlinable
    public static func dismissing<Child: OneOfState>(_ child: Child?, was presence: ChildPresence, at name: String)
        -> Effect
    {
        guard let before = presence.caseIndex, child?.caseIndex != before else { return .none }
        return .cancelling(field: name, key: before)
    }

    /// Cancels the effects of the rows removed from `list` since the last call.
    @inlinable
    public static func removals<Element>(of list: inout ChildList<Element>, at name: String) -> Effect {
        let removed = list.takeRemovedIDs()
        return removed.isEmpty ? .none : cancelling(removed, at: name)
    }

    /// Cancels the effects of the screens popped from `stack` since the last call.
    @inlinable
    public static func removals<Element>(of stack: inout ChildStack<Element>, at name: String) -> Effect {
        let removed = stack.takeRemovedIDs()
        return removed.isEmpty ? .none : cancelling(removed, at: name)
    }

    @usableFromInline
    static func cancelling<ID: Hashable & Sendable>(_ ids: [ID], at name: String) -> Effect {
        Effect(ids.map { .cancel(EffectID(ChildOwner(field: name, key: EffectID($0)))) })
    }

    /// This effect and, unless it reports that the child was not there to
    /// receive the action, `hook`'s: how a parent hears a child's outputs
    /// (`effect.ifDelivered { self.addSheet(output: action) }`).
    public func ifDelivered(_ hook: () -> Effect) -> Effect {
        if works.contains(where: { if case .report = $0 { true } else { false } }) { return self }
        return merging(hook())
    }

    /// An action for a child of a one-of state in another case: dropped and
    /// reported (what a generated one-of reducer returns for a mismatch).
    public static func otherCase(_ action: some Sendable) -> Effect {
        .dropped(action, at: "", because: .otherCase)
    }

    @usableFromInline
    static func dropped(_ action: some Sendable, at path: String, because reason: DroppedChildAction.Reason) -> Effect {
        Effect([.report(DroppedChildAction(child: path, action: "\(action)", reason: reason))])
    }
}

/// Whether an optional child was present before an action, and in which
/// case for a one-of child: what a parent's reducer notes before handling an
/// action, to cancel the effects of a child the action dismissed.
public struct ChildPresence: Sendable {
    /// `nil` when absent; 0, or the one-of child's case, when present.
    @usableFromInline let caseIndex: Int?

    /// Whether an optional child is present.
    @inlinable
    public init<Child>(_ child: Child?) {
        caseIndex = child == nil ? nil : 0
    }

    /// Which case of a `oneOf:` child is present, if any.
    @inlinable
    public init<Child: OneOfState>(_ child: Child?) {
        caseIndex = child?.caseIndex
    }
}

extension ReducibleState {
    /// Applies an action to a child held by a parent, with its derived
    /// values brought up to date, and returns its effects.
    @inlinable
    mutating func reduceChildAction(_ action: Action) -> Effect<Action> {
        updatingDerivedValues { $0._reduceWithEffects(action) }
    }
}
