import StoreTesting
import Testing

@testable import CommandCounter

/// Every action of CommandCounter.store.yaml, through the app's reducer.
@Suite struct CommandCounterReducerTests {
    @Test func incrementAndDecrementChangeTheCountAndClearAnError() {
        let store = TestStore(initialState: CommandCounterState(count: 4, lastError: "earlier failure"))
        store.send(.increment) {
            $0.count = 5
            $0.lastError = nil
        }
        store.send(.decrement) { $0.count = 4 }
        store.send(.decrement) { $0.count = 3 }
    }

    @Test func resetReturnsToZeroAndClearsAnError() {
        let store = TestStore(initialState: CommandCounterState(count: 9, lastError: "x"))
        store.send(.reset) {
            $0.count = 0
            $0.lastError = nil
        }
    }

    @Test func aFetchShowsLoadingThenTakesTheFetchedCount() {
        let store = TestStore(initialState: CommandCounterState(count: 2, lastError: "x"))
        store.send(.fetchStarted) {
            $0.loading = true
            $0.lastError = nil
        }
        store.send(.fetchFinished(count: 7)) {
            $0.count = 7
            $0.loading = false
        }
    }

    @Test func errorOccurredKeepsTheMessageAndEndsLoading() {
        let store = TestStore(initialState: CommandCounterState(count: 1, loading: true))
        store.send(.errorOccurred(message: "the counter server is offline")) {
            $0.loading = false
            $0.lastError = "the counter server is offline"
        }
    }

    @Test func theInitialStateIsZeroIdleWithoutError() {
        #expect(CommandCounterState() == CommandCounterState(count: 0, loading: false, lastError: nil))
    }
}
