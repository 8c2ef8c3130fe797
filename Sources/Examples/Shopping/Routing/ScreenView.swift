import ExampleSupport
import StoreRuntime

/// The shown screen: it subscribes to the content it draws when it appears
/// and stops when the router removes it, like a view controller subscribing
/// in `viewWillAppear` and unsubscribing in `viewWillDisappear`.
@MainActor
final class ScreenView {
    let screen: Screen
    private let presenter: ShoppingPresenter
    private let renderer = ScreenRenderer()
    private let console: any Console
    private var token: SubscriptionToken?
    private var drawn: ScreenViewModel?

    init(screen: Screen, presenter: ShoppingPresenter, console: any Console) {
        self.screen = screen
        self.presenter = presenter
        self.console = console
    }

    func appear(in store: ShoppingStore) {
        token = store.subscribe(content: { [weak self] content in self?.draw(content) })
    }

    func disappear() {
        token?.cancel()
        token = nil
    }

    private func draw(_ content: ShoppingContentProps) {
        let viewModel = presenter.viewModel(for: screen, content: content)
        // Content changes this screen does not show (another product's price) redraw nothing.
        guard viewModel != drawn else { return }
        drawn = viewModel
        for line in renderer.lines(for: viewModel) { console.write(line) }
    }
}
