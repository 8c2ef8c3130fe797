import StoreRuntime
import StoreTesting
import Testing

/// `Refresher`'s actions (TestStoreNonExhaustiveTests) written by hand as a
/// generated action enum names its cases: a `CaseNamedAction`.
extension Refresher.Action: CaseNamedAction {
    enum Case: Hashable, Sendable {
        case refresh, loaded, saved
    }

    var `case`: Case {
        switch self {
        case .refresh: .refresh
        case .loaded: .loaded
        case .saved: .saved
        }
    }
}

/// `receive(case:)`: the next received action matched by its case alone,
/// with the state asserted as `receive(_:)` asserts it.
/// (The time limit turns a hang into a failure: nothing here waits for time.)
@Suite(.timeLimit(.minutes(1))) struct TestStoreReceiveCaseTests {
    @Test func actionsAreReceivedByTheirCaseWhateverTheirPayload() async {
        let store = TestStore(initialState: Refresher())

        store.send(.refresh) { $0.isLoading = true }
        await store.receive(case: .loaded) {
            $0.items = ["a", "b"]
            $0.isLoading = false
        }
        await store.receive(case: .saved) { $0.savedCount = 2 }
        await store.finish()
    }

    @Test func anotherCaseFailsNamingTheExpectedCaseAndTheActionReceived() async {
        let store = TestStore(initialState: Refresher())

        store.send(.refresh) { $0.isLoading = true }
        await withKnownIssue {
            await store.receive(case: .saved) { $0.savedCount = 2 }
        } matching: { issue in
            message(of: issue) == #"receive(case .saved): the next received action is .loaded(["a", "b"])"#
        }
        await store.receive(case: .saved) { $0.savedCount = 2 }
        await store.finish()
    }

    @Test func theStateAfterTheCaseIsAssertedWithADiff() async {
        let store = TestStore(initialState: Refresher())

        store.send(.refresh) { $0.isLoading = true }
        await withKnownIssue {
            await store.receive(case: .loaded) { $0.items = ["a"] }
        } matching: { issue in
            message(of: issue).hasPrefix("receive(case .loaded): the state differs from the expected state:")
        }
        await store.receive(case: .saved) { $0.savedCount = 2 }
        await store.finish()
    }

    @Test func aCaseNeverSentFailsOnceNothingCanHappen() async {
        let store = TestStore(initialState: Refresher())

        await withKnownIssue {
            await store.receive(case: .saved)
        } matching: { issue in
            message(of: issue).hasPrefix(
                "receive(case .saved): not received, and nothing can happen until the clock moves")
        }
    }

    @Test func notExhaustiveTheCasesBeforeTheMatchAreSkipped() async {
        let store = TestStore(initialState: Refresher())
        store.exhaustivity = .off

        store.send(.refresh)
        // `.loaded` is skipped, but applied as it arrived: its effect sends this.
        await store.receive(case: .saved) { $0.savedCount = 2 }
        #expect(store.state == Refresher(items: ["a", "b"], isLoading: false, savedCount: 2))
        await store.finish()
    }
}
