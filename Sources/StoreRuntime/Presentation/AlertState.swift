/// An alert or a confirmation dialog as state: its title, message and
/// buttons, each button an action of the store that presents it. A schema's
/// `alerts:` declares them and generates a factory per alert
/// (`AlertState<DetailAction>.deleteConfirmation(title:)`); a `oneOf:` case
/// or module with `alerts: true` holds one. Being a value, a test asserts the
/// whole alert (`$0.destination = .alert(.deleteConfirmation(title: "Design"))`),
/// on any platform; `View.alert(_:)` shows it where SwiftUI exists.
///
/// Tapping any button dismisses it (`AlertAction`), and the button's action
/// goes to the presenting store, which the generated reducer sends.
public struct AlertState<ButtonAction: Sendable & Equatable>: Equatable, Sendable {
    /// How the alert is shown.
    public enum Style: String, Equatable, Sendable, Codable {
        /// A modal alert (SwiftUI's `alert`).
        case alert
        /// A confirmation dialog, a sheet of choices (SwiftUI's `confirmationDialog`).
        case dialog
    }

    /// An alert or a confirmation dialog.
    public var style: Style
    /// The title, the alert's first line.
    public var title: String
    /// The text below the title; `nil` for none.
    public var message: String?
    /// The buttons, in the order shown; an alert without any shows an OK that dismisses it.
    public var buttons: [AlertButton<ButtonAction>]

    /// An alert of `style` with `title`, `message` and `buttons`.
    public init(
        _ style: Style = .alert, title: String, message: String? = nil, buttons: [AlertButton<ButtonAction>] = []
    ) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// One button of an alert: its label, role, and the action of the
/// presenting store it sends (`nil`: it only dismisses the alert).
public struct AlertButton<Action: Sendable & Equatable>: Equatable, Sendable {
    /// What the button does, as the platform shows it.
    public enum Role: String, Equatable, Sendable, Codable {
        /// Dismisses without a choice (shown apart, and what Escape does).
        case cancel
        /// Deletes or discards something (shown in red).
        case destructive
    }

    /// The button's text.
    public var label: String
    /// How the platform shows it; `nil` for a plain button.
    public var role: Role?
    /// The action of the presenting store the button sends.
    public var action: Action?

    /// A button labelled `label`, with `role`, sending `action` (or only dismissing).
    public init(_ label: String, role: Role? = nil, action: Action? = nil) {
        self.label = label
        self.role = role
        self.action = action
    }
}

/// What the user does with an alert: taps a button, or dismisses it
/// otherwise (a button without an action, a tap outside a dialog). Both
/// dismiss it; a tapped button's action then goes to the presenting store.
public enum AlertAction<Action: Sendable & Equatable>: Equatable, Sendable {
    /// A button with this action was tapped.
    case tapped(Action)
    /// The alert went without a button's action.
    case dismissed
}

extension AlertState: Codable where ButtonAction: Codable {}

extension AlertButton: Codable where Action: Codable {}

extension AlertAction: Codable where Action: Codable {}

extension AlertState: EffectfulState {
    /// A button's tap, or a dismissal.
    public typealias Action = AlertAction<ButtonAction>

    /// Dismisses the alert, whatever was tapped: the presenting store's
    /// generated reducer sends a tapped button's action to the store.
    public mutating func reduceWithEffects(_ action: AlertAction<ButtonAction>) -> Effect<AlertAction<ButtonAction>> {
        .dismiss
    }
}

extension AlertState {
    /// The button's action, as the view sends it: `.tapped(action)`, or
    /// `.dismissed` for a button without one.
    public static func action(of button: AlertButton<ButtonAction>) -> AlertAction<ButtonAction> {
        button.action.map(AlertAction.tapped) ?? .dismissed
    }
}
