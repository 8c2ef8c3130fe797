/// An action for one row of a `ChildList`, routed by the row's id: the
/// payload of a list module's case (`.rows(.element(id: id, action: .toggle))`).
public enum ElementAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
    /// The action `action` of the element whose id is `id`.
    case element(id: ID, action: Action)
}

extension ElementAction: Equatable where Action: Equatable {}

extension ElementAction {
    /// How a row's store sends its actions to the parent:
    /// `ElementAction.element(id: id, in: AppAction.rows)` is `{ AppAction.rows(.element(id: id, action: $0)) }`,
    /// made here so that a row whose action type has no values leaves no
    /// closure in the app that never runs (a compiler warning).
    public static func element<Parent>(
        id: ID, in wrap: @escaping @Sendable (ElementAction) -> Parent
    ) -> @Sendable (Action) -> Parent {
        { wrap(.element(id: id, action: $0)) }
    }
}

extension ElementAction: CustomStringConvertible {
    /// `element(id: 2, action: toggle)`.
    public var description: String {
        switch self {
        case .element(let id, let action): "element(id: \(id), action: \(action))"
        }
    }
}
extension ElementAction: Codable where ID: Codable, Action: Codable {}

/// What a parent does to its `ChildStack`: the payload of a stack module's
/// case. `push` and the pops change the stack; `element` routes an action to
/// the screen of that id (dropped and reported when it is gone).
public enum StackAction<Element: Sendable, Action: Sendable>: Sendable {
    /// Pushes a screen on top; the stack makes its id.
    case push(Element)
    /// Pops the top screen (nothing when the stack is empty).
    case pop
    /// Pops every screen above the one of `id`.
    case popTo(id: StackElementID)
    /// An action for the screen of `id`.
    case element(id: StackElementID, action: Action)
}

extension StackAction: Equatable where Element: Equatable, Action: Equatable {}

extension StackAction {
    /// How a screen's store sends its actions to the parent:
    /// `StackAction.element(id: id, in: AppAction.path)`, as `ElementAction.element(id:in:)` for a row.
    public static func element<Parent>(
        id: StackElementID, in wrap: @escaping @Sendable (StackAction) -> Parent
    ) -> @Sendable (Action) -> Parent {
        { wrap(.element(id: id, action: $0)) }
    }
}

extension StackAction: CustomStringConvertible {
    /// `push(…)`, `pop`, `popTo(id: #2)`, `element(id: #2, action: save)`.
    public var description: String {
        switch self {
        case .push(let element): "push(\(element))"
        case .pop: "pop"
        case .popTo(let id): "popTo(id: \(id))"
        case .element(let id, let action): "element(id: \(id), action: \(action))"
        }
    }
}
extension StackAction: Codable where Element: Codable, Action: Codable {}

/// A one-of child: an enum of child features, each case holding one
/// feature's state (a schema's `oneOf:` module, or the screens of a
/// `stack:`). Its generated reducer routes each action to the case it
/// belongs to, and reports one for another case (`DroppedChildAction`).
public protocol OneOfState: Sendable {
    /// The position of the case in the schema (0 for the first).
    var caseIndex: Int { get }
}
