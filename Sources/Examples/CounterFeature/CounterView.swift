import StoreRuntime

/// The feature's screen. It is handed a store of the feature's own state and
/// actions (in the app, a store scoped to the app's `counter` slice), so the
/// feature compiles and tests without the app. It redraws only when its
/// props change: an app action elsewhere never reaches it.
@MainActor
public final class CounterView {
    private let store: Store<CounterState, CounterAction>
    private let draw: @MainActor (CounterScreen) -> Void
    private var subscription: SubscriptionToken?
    /// The screen last drawn.
    public private(set) var screen: CounterScreen?

    public init(store: Store<CounterState, CounterAction>, draw: @escaping @MainActor (CounterScreen) -> Void) {
        self.store = store
        self.draw = draw
        subscription = store.subscribe(display: { [weak self] props in self?.show(props) })
    }

    public func tapPlus() { store.dispatch(.increment) }
    public func tapMinus() { store.dispatch(.decrement) }
    public func tapReset() { store.dispatch(.reset) }
    public func chooseStep(_ step: Int) { store.dispatch(.setStep(step: step)) }

    private func show(_ props: CounterDisplayProps) {
        let screen = CounterScreen(props)
        self.screen = screen
        draw(screen)
    }
}
