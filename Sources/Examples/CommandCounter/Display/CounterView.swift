import ExampleSupport
import StoreRuntime

/// The counter's "screen": redrawn on the main actor whenever its props
/// change, however the change came about (a tap, a command, a failure).
@MainActor
final class CounterView {
    private let console: any Console
    private var token: SubscriptionToken?

    init(console: any Console) {
        self.console = console
    }

    func show(_ store: CommandCounterStore) {
        token = store.subscribe(display: { [weak self] props in
            self?.console.write("[view] \(Self.text(for: props))")
        })
    }

    func close() {
        token?.cancel()
        token = nil
    }

    /// `count 3`, `count 3 · fetching…`, `count 0 · error: …`.
    nonisolated static func text(for props: CommandCounterDisplayProps) -> String {
        var text = "count \(props.count)"
        if props.loading { text += " · fetching…" }
        if let error = props.lastError { text += " · error: \(error)" }
        return text
    }
}
