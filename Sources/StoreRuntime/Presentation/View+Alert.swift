// Where SwiftUI exists (never on Linux, so CI does not build this file).
#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Shows the alert or confirmation dialog of `store` while it is present
    /// (`store.destination?.alert`, `nil` while another child or none is):
    /// each button sends its `AlertAction` to the store, which dismisses the
    /// alert and sends the button's action to the presenting store. The view
    /// is redrawn when the alert comes and goes through its model, whose
    /// subscription selects the module holding it (`destination`): a store
    /// is not observed itself.
    ///
    /// ```swift
    /// DetailView(store: store)
    ///     .alert(store.destination?.alert)
    /// ```
    public func alert<ButtonAction>(_ store: Store<AlertState<ButtonAction>, AlertAction<ButtonAction>>?) -> some View {
        let alert = store?.state
        return
            self
            .alert(
                Text(alert?.title ?? ""), isPresented: Self.presence(of: store, as: .alert), presenting: alert,
                actions: { Self.buttons(of: $0, sendingTo: store) },
                message: { alert in alert.message.map { Text($0) } }
            )
            .confirmationDialog(
                Text(alert?.title ?? ""), isPresented: Self.presence(of: store, as: .dialog), titleVisibility: .visible,
                presenting: alert,
                actions: { Self.buttons(of: $0, sendingTo: store) },
                message: { alert in alert.message.map { Text($0) } })
    }

    /// Whether an alert of `style` is shown. SwiftUI hides it by itself
    /// after a button's tap, which already sent the button's `AlertAction`,
    /// so hiding sends nothing; an alert without buttons gets an OK that sends
    /// `.dismissed`, and a dialog should have a `cancel` button, which SwiftUI
    /// taps when the user dismisses it otherwise.
    private static func presence<ButtonAction>(
        of store: Store<AlertState<ButtonAction>, AlertAction<ButtonAction>>?, as style: AlertState<ButtonAction>.Style
    ) -> Binding<Bool> {
        Binding(get: { store?.state.style == style }, set: { _ in })
    }

    @ViewBuilder
    private static func buttons<ButtonAction>(
        of alert: AlertState<ButtonAction>, sendingTo store: Store<AlertState<ButtonAction>, AlertAction<ButtonAction>>?
    ) -> some View {
        let buttons = alert.buttons.isEmpty ? [AlertButton("OK", role: .cancel)] : alert.buttons
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            Button(button.label, role: button.role.map(Self.role)) {
                store?.dispatch(AlertState.action(of: button))
            }
        }
    }

    private static func role<ButtonAction>(_ role: AlertButton<ButtonAction>.Role) -> ButtonRole {
        switch role {
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
