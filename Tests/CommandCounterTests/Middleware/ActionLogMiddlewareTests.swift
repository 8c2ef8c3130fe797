import ExampleSupport
import StoreRuntime
import Testing

@testable import CommandCounter

@Suite struct ActionLogMiddlewareTests {
    @Test func logsEachActionBeforeAndAfterTheReducer() {
        let console = RecordingConsole()
        let store = CommandCounterStore(
            initialState: CommandCounterState(count: 2), middleware: [.beforeAndAfterLog(to: console)])
        store.dispatch(.increment)
        store.dispatch(.fetchFinished(count: 9))
        #expect(
            console.lines == [
                "  before increment (count 2)",
                "  after  increment (count 2 -> 3)",
                "  before fetchFinished(count: 9) (count 3)",
                "  after  fetchFinished(count: 9) (count 3 -> 9)",
            ])
    }

    @Test func actionsDispatchedByACommandAreLoggedToo() async {
        let console = RecordingConsole()
        let store = CommandCounterStore(
            initialState: CommandCounterState(), middleware: [.beforeAndAfterLog(to: console)])
        store.reportCommandErrors(as: CommandCounterAction.errorOccurred(describing:))
        await store.run(CounterCommands.decreaseAboveZero()).wait()
        #expect(
            console.lines == [
                "  before errorOccurred(message: \"the count cannot go below zero\") (count 0)",
                "  after  errorOccurred(message: \"the count cannot go below zero\") (count 0 -> 0)",
            ])
    }
}
