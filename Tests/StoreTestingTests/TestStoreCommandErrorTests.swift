import Clocks
import StoreRuntime
import StoreTesting
import Testing

private struct Offline: Error, CustomStringConvertible {
    var description: String { "the server is offline" }
}

/// `TestStore.reportCommandErrors(as:)`: the app's route from a thrown error to
/// its error action, asserted like any other received action.
@Suite struct TestStoreCommandErrorTests {
    private static func failed(_ error: any Error) -> Counter.Action { .rename("failed: \(error)") }

    @Test func aThrownErrorIsReceivedAsTheMappedActionAfterWhatWasDispatched() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.reportCommandErrors(as: Self.failed)

        store.run { context in
            context.dispatch(.increment)
            throw Offline()
        }

        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.rename("failed: the server is offline")) { $0.name = "failed: the server is offline" }
        await store.finish()
    }

    @Test func anUnreceivedErrorActionFailsFinish() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.reportCommandErrors(as: Self.failed)
        store.run { _ in throw Offline() }

        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            message(of: issue) == """
                finish(): 1 received action(s) were never asserted with receive:
                  .rename("failed: the server is offline")
                """
        }
    }

    @Test func cancellingACommandIsNotReported() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.reportCommandErrors(as: Self.failed)

        let handle = store.run { _ in try await Task.sleep(for: .seconds(60)) }
        handle.cancel()
        await store.finish()

        #expect(store.state == Counter())
    }
}
