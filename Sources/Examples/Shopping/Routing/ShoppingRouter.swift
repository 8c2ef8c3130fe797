import ExampleSupport
import StoreRuntime

/// Follows the navigation stack in the state and shows the screen on top:
/// the only code that creates or removes screens, so navigation is driven by
/// actions alone (deep links, an order placed, a test) and never by a view.
@MainActor
final class ShoppingRouter {
    private let store: ShoppingStore
    private let presenter: ShoppingPresenter
    private let console: any Console
    private var stack: [Screen] = []
    private var token: SubscriptionToken?
    private(set) var shown: ScreenView?

    init(store: ShoppingStore, presenter: ShoppingPresenter = ShoppingPresenter(), console: any Console) {
        self.store = store
        self.presenter = presenter
        self.console = console
    }

    /// Shows the current top screen, then follows each navigation change.
    func start() {
        token = store.subscribe(route: { [weak self] props in self?.follow(props.navigation) })
    }

    func stop() {
        token?.cancel()
        token = nil
        shown?.disappear()
        shown = nil
    }

    private func follow(_ navigation: [Screen]) {
        guard let transition = NavigationTransition(from: stack, to: navigation) else { return }
        stack = navigation
        console.write("[router] \(transition)")
        shown?.disappear()
        let view = ScreenView(screen: transition.destination, presenter: presenter, console: console)
        shown = view
        view.appear(in: store)
    }
}
