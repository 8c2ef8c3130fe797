import StoreRuntime

/// The shown screen: it subscribes to the content it draws when it appears
/// and stops when the router removes it, like a view controller subscribing
/// in `viewWillAppear` and unsubscribing in `viewWillDisappear`. A content
/// change only marks it for redrawing (`setNeedsDisplay`); the router draws
/// it once per frame.
@MainActor
final class ScreenView {
    let screen: Screen
    private let presenter: ShoppingPresenter
    private let renderer = ScreenRenderer()
    private var token: SubscriptionToken?
    private var drawn: ScreenViewModel?
    private var needsDisplay: ScreenViewModel?

    init(screen: Screen, presenter: ShoppingPresenter) {
        self.screen = screen
        self.presenter = presenter
    }

    func appear(in store: ShoppingStore) {
        token = store.subscribe(content: { [weak self] content in self?.update(content) })
    }

    func disappear() {
        token?.cancel()
        token = nil
    }

    private func update(_ content: ShoppingContentProps) {
        let viewModel = presenter.viewModel(for: screen, content: content)
        // Content changes this screen does not show (another product's price) redraw nothing.
        needsDisplay = viewModel == drawn ? nil : viewModel
    }

    /// The lines of the screen when it changed since it was last drawn, else none.
    func draw() -> [String] {
        guard let viewModel = needsDisplay else { return [] }
        needsDisplay = nil
        drawn = viewModel
        return renderer.lines(for: viewModel)
    }
}
