import StoreRuntime
import StoreTesting
import Testing

/// A refresh whose answer leads to a save, with actions written by hand as
/// generated ones are: a `CaseNamedAction`, and not `Equatable` (a test
/// cannot restate a payload it cannot compare).
struct CaseNamedRefresher: EffectfulState, Equatable {
    enum Action: Sendable, CaseNamedAction {
        case refresh
        case loaded([String])
        case saved(count: Int)

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

    var items: [String] = []
    var savedCount: Int?

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .refresh:
            return .run { effect in effect.send(.loaded(["a", "b"])) }
        case .loaded(let items):
            self.items = items
            return .run { effect in effect.send(.saved(count: items.count)) }
        case .saved(let count):
            savedCount = count
            return .none
        }
    }
}

/// `receive(case:)`: the next received action matched by its case alone,
/// with the state asserted as `receive(_:)` asserts it.
/// (The time limit turns a hang into a failure: nothing here waits for time.)
@Suite(.timeLimit(.minutes(1))) struct TestStoreReceiveCaseTests {
    @Test func actionsAreReceivedByTheirCaseWhateverTheirPayload() async {
        let store = TestStore(initialState: CaseNamedRefresher())

        store.send(.refresh)
        await store.receive(case: .loaded) { $0.items = ["a", "b"] }
        await store.receive(case: .saved) { $0.savedCount = 2 }
        await store.finish()
    }

    @Test func anotherCaseFailsNamingTheExpectedCaseAndTheActionReceived() async {
        let store = TestStore(initialState: CaseNamedRefresher())

        store.send(.refresh)
        await withKnownIssue {
            await store.receive(case: .saved) { $0.savedCount = 2 }
        } matching: { issue in
            message(of: issue) == #"receive(case .saved): the next received action is .loaded(["a", "b"])"#
        }
        await store.receive(case: .saved) { $0.savedCount = 2 }
        await store.finish()
    }

    @Test func theStateAfterTheCaseIsAssertedWithADiff() async {
        let store = TestStore(initialState: CaseNamedRefresher())

        store.send(.refresh)
        await withKnownIssue {
            await store.receive(case: .loaded) { $0.items = ["a"] }
        } matching: { issue in
            message(of: issue).hasPrefix("receive(case .loaded): the state differs from the expected state:")
        }
        await store.receive(case: .saved) { $0.savedCount = 2 }
        await store.finish()
    }

    @Test func aCaseNeverSentFailsOnceNothingCanHappen() async {
        let store = TestStore(initialState: CaseNamedRefresher())

        await withKnownIssue {
            await store.receive(case: .saved)
        } matching: { issue in
            message(of: issue).hasPrefix("receive(case .saved): not received, and nothing can happen until the clock moves")
        }
    }

    @Test func notExhaustiveTheCasesBeforeTheMatchAreSkipped() async {
        let store = TestStore(initialState: CaseNamedRefresher())
        store.exhaustivity = .off

        store.send(.refresh)
        // `.loaded` is skipped, but applied as it arrived: its effect sends this.
        await store.receive(case: .saved) { $0.savedCount = 2 }
        #expect(store.state == CaseNamedRefresher(items: ["a", "b"], savedCount: 2))
        await store.finish()
    }
}
