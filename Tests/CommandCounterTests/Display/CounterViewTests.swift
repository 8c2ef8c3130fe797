import ExampleSupport
import Testing

@testable import CommandCounter

@Suite struct CounterViewTests {
    @Test func showsTheCountAndWhateverIsGoingOn() {
        #expect(
            CounterView.text(for: CommandCounterDisplayProps(count: 3, loading: false, lastError: nil)) == "count 3")
        #expect(
            CounterView.text(for: CommandCounterDisplayProps(count: 3, loading: true, lastError: nil))
                == "count 3 · fetching…")
        #expect(
            CounterView.text(for: CommandCounterDisplayProps(count: 0, loading: false, lastError: "no"))
                == "count 0 · error: no")
    }

    @MainActor
    @Test func redrawsOnEachChangeOfItsProps() {
        let console = RecordingConsole()
        let store = CommandCounterStore(initialState: CommandCounterState())
        let view = CounterView(console: console)
        view.show(store)
        store.dispatch(.increment)
        store.dispatch(.errorOccurred(message: "oops"))
        view.close()
        store.dispatch(.reset)
        #expect(console.lines == ["[view] count 0", "[view] count 1", "[view] count 1 · error: oops"])
    }
}
