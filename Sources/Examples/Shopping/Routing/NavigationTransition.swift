/// What changed between two navigation stacks, the way a navigation
/// controller would animate it.
enum NavigationTransition: Equatable, Sendable, CustomStringConvertible {
    /// The first screen, at launch.
    case show(Screen)
    case push(Screen)
    /// Back to a screen already on the stack (one or more screens removed).
    case pop(to: Screen)
    /// The stack changed in some other way: the new top replaces the shown one.
    case replace(with: Screen)

    /// `nil` when the stack is empty (nothing to show) or did not change.
    init?(from old: [Screen], to new: [Screen]) {
        guard let top = new.last, old != new else { return nil }
        if old.isEmpty {
            self = .show(top)
        } else if new.count == old.count + 1, Array(new.dropLast()) == old {
            self = .push(top)
        } else if new.count < old.count, Array(old.prefix(new.count)) == new {
            self = .pop(to: top)
        } else {
            self = .replace(with: top)
        }
    }

    /// The screen shown once the transition is over.
    var destination: Screen {
        switch self {
        case .show(let screen), .push(let screen), .pop(to: let screen), .replace(with: let screen): screen
        }
    }

    var description: String {
        switch self {
        case .show(let screen): "show \(screen)"
        case .push(let screen): "push \(screen)"
        case .pop(to: let screen): "back to \(screen)"
        case .replace(with: let screen): "replace with \(screen)"
        }
    }
}
