import StoreRuntime
import StoreTesting
import Testing
@testable import CommandCounter

/// The commands against a TestStore: what they dispatch, and when nothing.
@Suite struct CounterCommandsTests {
    @Test func increaseIfBelowLimitIncrementsBelowTheLimit() async {
        let store = TestStore(initialState: CommandCounterState(count: 9))
        store.run(CounterCommands.increaseIfBelowLimit())
        await store.receive(.increment) { $0.count = 10 }
        await store.finish()
    }

    @Test func increaseIfBelowLimitDispatchesNothingAtTheLimit() async {
        let store = TestStore(initialState: CommandCounterState(count: 10))
        store.run(CounterCommands.increaseIfBelowLimit())
        await store.finish()
        #expect(store.state.count == 10)
        #expect(CounterCommands.limit == 10)
    }

    @Test func decreaseAboveZeroDecrements() async {
        let store = TestStore(initialState: CommandCounterState(count: 1))
        store.run(CounterCommands.decreaseAboveZero())
        await store.receive(.decrement) { $0.count = 0 }
        await store.finish()
    }

    @Test func incrementLaterDispatchesAfterItsDelay() async {
        let store = TestStore(initialState: CommandCounterState())
        store.run(CounterCommands.incrementLater(after: .milliseconds(20)))
        await store.receive(.increment) { $0.count = 1 }
        await store.finish()
    }

    @Test func aCancelledIncrementLaterNeverArrives() async {
        let store = TestStore(initialState: CommandCounterState())
        let handle = store.run(CounterCommands.incrementLater(after: .seconds(60)))
        handle.cancel()
        await store.finish()
        #expect(store.state.count == 0)
    }

    @Test func fetchStartsThenFinishesWithTheServersCount() async {
        let store = TestStore(initialState: CommandCounterState(count: 3))
        store.run(CounterCommands.fetch(from: FakeCounterServer(count: 42, delay: .milliseconds(10))))
        await store.receive(.fetchStarted) { $0.loading = true }
        await store.receive(.fetchFinished(count: 42)) {
            $0.count = 42
            $0.loading = false
        }
        await store.finish()
    }
}

/// A command that throws reaches the state as `errorOccurred`, through the
/// app's store wiring (`reportCommandErrorsAsActions`).
@Suite struct CommandErrorTests {
    private func makeStore(count: Int) -> CommandCounterStore {
        let store = CommandCounterStore(initialState: CommandCounterState(count: count))
        store.reportCommandErrorsAsActions()
        return store
    }

    @Test func decreasingAtZeroReportsAnError() async {
        let store = makeStore(count: 0)
        await store.run(CounterCommands.decreaseAboveZero()).wait()
        #expect(store.state == CommandCounterState(count: 0, lastError: "the count cannot go below zero"))
    }

    @Test func anOfflineServerReportsAnErrorAndEndsLoading() async {
        let store = makeStore(count: 5)
        await store.run(CounterCommands.fetch(from: FakeCounterServer(delay: .milliseconds(1), isOffline: true))).wait()
        #expect(store.state == CommandCounterState(count: 5, loading: false, lastError: "the counter server is offline"))
    }

    @Test func theNextSuccessClearsTheError() async {
        let store = makeStore(count: 0)
        await store.run(CounterCommands.decreaseAboveZero()).wait()
        await store.run(CounterCommands.increaseIfBelowLimit()).wait()
        #expect(store.state == CommandCounterState(count: 1, lastError: nil))
    }
}
