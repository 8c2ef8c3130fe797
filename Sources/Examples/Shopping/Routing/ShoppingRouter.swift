import ExampleSupport
import StoreRuntime

/// Follows the navigation stack in the state and shows the screen on top:
/// the only code that creates or removes screens, so navigation is driven by
/// actions alone (deep links, an order placed, a test) and never by a view.
///
/// It draws one frame per change of the store, at the store's frame
/// boundary: the transition, if any, then the shown screen if it changed.
/// The store calls the router before the screens (it subscribed first), so
/// a screen the router removes is never drawn with the state that removes it.
@MainActor
final class ShoppingRouter {
    private let store: ShoppingStore
    private let presenter: ShoppingPresenter
    private let console: any Console
    private var stack: [Screen] = []
    private var tokens: [SubscriptionToken] = []
    private var transition: NavigationTransition?
    private(set) var shown: ScreenView?

    init(store: ShoppingStore, presenter: ShoppingPresenter = ShoppingPresenter(), console: any Console) {
        self.store = store
        self.presenter = presenter
        self.console = console
    }

    /// Shows the current top screen, then follows each navigation change.
    func start() {
        tokens = [
            store.subscribeToFrames(didDeliver: { [weak self] in self?.drawFrame() }),
            store.subscribe(route: { [weak self] props in self?.follow(props.navigation) }),
        ]
    }

    func stop() {
        for token in tokens { token.cancel() }
        tokens = []
        shown?.disappear()
        shown = nil
    }

    private func follow(_ navigation: [Screen]) {
        guard let transition = NavigationTransition(from: stack, to: navigation) else { return }
        stack = navigation
        self.transition = transition
        shown?.disappear()
        let view = ScreenView(screen: transition.destination, presenter: presenter)
        shown = view
        view.appear(in: store)
    }

    private func drawFrame() {
        if let transition {
            console.write("[router] \(transition)")
            self.transition = nil
        }
        for line in shown?.draw() ?? [] { console.write(line) }
    }
}
