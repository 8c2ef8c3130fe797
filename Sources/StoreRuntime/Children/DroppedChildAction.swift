/// An action for a child feature that was not there to receive it: an
/// optional child that is absent, a list row or stack screen whose id is
/// gone, or a one-of child in another case. Never dropped silently: the
/// store hands it to its `commandErrorHandler` (standard error unless the app
/// set one, see `reportCommandErrors(as:)`), and a `TestStore` fails the test
/// at the call that sent it.
public struct DroppedChildAction: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the action was dropped.
    public enum Reason: String, Sendable, Equatable {
        /// An optional or one-of child that is absent (`nil`).
        case absent
        /// A list row or stack screen with no element of that id.
        case noElement
        /// A one-of child (or stack screen) holding another case.
        case otherCase
    }

    /// Where the child is, from the store that dropped it: `addSheet`,
    /// `rows[3]`, `path[#2].detail`.
    public var child: String
    /// The dropped action, as `String(describing:)` spells it.
    public var action: String
    /// Why there was no child to apply it to.
    public var reason: Reason

    /// A report of `action` dropped for `child`, because of `reason`.
    public init(child: String, action: String, reason: Reason) {
        self.child = child
        self.action = action
        self.reason = reason
    }

    /// `.save was dropped: the child 'addSheet' is absent`.
    public var description: String {
        let why =
            switch reason {
            case .absent: "is absent"
            case .noElement: "has no element of that id"
            case .otherCase: "holds another case"
            }
        return ".\(action) was dropped: the child '\(child)' \(why)"
    }

    /// The same, seen from a parent that holds the child at `name`.
    func inside(_ name: String) -> DroppedChildAction {
        var outer = self
        outer.child = child.isEmpty ? name : name + "." + child
        return outer
    }
}
