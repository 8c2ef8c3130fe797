import Foundation
import StoreRuntime
import StoreTesting
import Testing

/// A refresh whose answer leads to a save: the save is sent only by the
/// effect of `loaded`, an action a flow test does not care to assert.
struct Refresher: EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case refresh
        case loaded([String])
        case saved(count: Int)
    }

    var items: [String] = []
    var isLoading = false
    var savedCount: Int?

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .refresh:
            isLoading = true
            return .run { effect in effect.send(.loaded(["a", "b"])) }
        case .loaded(let items):
            self.items = items
            isLoading = false
            return .run { effect in effect.send(.saved(count: items.count)) }
        case .saved(let count):
            savedCount = count
            return .none
        }
    }
}

/// `exhaustivity = .off`: what a test does not assert still happens, and
/// what it asserts is only what it names.
/// (The time limit turns a hang into a failure: nothing here waits for time.)
@Suite(.timeLimit(.minutes(1))) struct TestStoreNonExhaustiveTests {
    @Test func anActionThatOnlyASkippedActionsEffectSendsArrives() async {
        let store = TestStore(initialState: Refresher())
        store.exhaustivity = .off

        store.send(.refresh)
        // `.loaded` is skipped, but applied as it arrived: its effect sends this.
        await store.receive(.saved(count: 2)) { $0.savedCount = 2 }
        #expect(store.state == Refresher(items: ["a", "b"], isLoading: false, savedCount: 2))
        await store.finish()
    }

    @Test func aClosureAssertsOnlyTheFieldsItSets() async {
        let store = TestStore(initialState: Refresher())
        store.exhaustivity = .off

        // `refresh` also sets `isLoading`; the closure does not mention it.
        store.send(.refresh) { $0.items = [] }
        await store.receive(.loaded(["a", "b"])) { $0.items = ["a", "b"] }
        await store.finish()
    }

    @Test func withoutAClosureNothingAboutTheStateIsAsserted() async {
        let store = TestStore(initialState: Refresher())
        store.exhaustivity = .off

        store.send(.refresh)
        await store.receive(.loaded(["a", "b"]))
        await store.receive(.saved(count: 2))
        await store.finish()
    }

    @Test func aFieldTheClosureSetsWronglyStillFailsWithADiff() async {
        let store = TestStore(initialState: Refresher())
        store.exhaustivity = .off
        store.send(.refresh)

        await withKnownIssue {
            await store.receive(.saved(count: 2)) { $0.savedCount = 3 }
        } matching: { issue in
            message(of: issue) == """
                receive(.saved(count: 2)): the state differs from the expected state:
                  (-expected +actual)
                    Refresher(
                      items: […],
                      isLoading: false,
                  -   savedCount: 3
                  +   savedCount: 2
                    )
                """
        }
        await store.finish()
    }

    @Test func aClosureWrittenAsChangesSaysHowNonExhaustiveClosuresChanged() {
        // Until 2026-11-26 a non-exhaustive closure was applied to the state
        // before the action; one written so (`+=`) gets a failure that says so.
        let store = TestStore(initialState: Counter(count: 1))
        store.exhaustivity = .off

        withKnownIssue {
            store.send(.increment) { $0.count += 1 }
        } matching: { issue in
            message(of: issue).hasSuffix(
                "(With exhaustivity off the closure is applied to the state after the action and sets the values it "
                    + "checks; it holds applied to the state before, as it was until 2026-11-26: write `$0.count = 3`, "
                    + "not `$0.count += 1`. See CHANGELOG.md.)")
        }
        withKnownIssue {
            store.send(.increment) { $0.count = 7 }
        } matching: { issue in
            !message(of: issue).contains("2026-11-26")
        }
    }

    @Test func receiveSkipsAheadToTheFirstMatchAndAssertsTheStateAfterIt() async {
        let store = TestStore(initialState: Counter())
        store.exhaustivity = .off
        for action: Counter.Action in [.rename("a"), .increment, .rename("b"), .increment] {
            store.dispatch(action)
        }

        await store.receive(.increment) {
            $0.count = 1
            $0.name = "a"
        }
        await store.receive(.increment) {
            $0.count = 2
            $0.name = "b"
        }
        await store.finish()
    }

    @Test func anActionThatNeverArrivesFailsNamingWhatWasReceivedInstead() async {
        let store = TestStore(initialState: Counter())
        store.exhaustivity = .off
        for _ in 0..<3 { store.dispatch(.increment) }
        store.dispatch(.noop)

        await withKnownIssue {
            await store.receive(.rename("never"))
        } matching: { issue in
            message(of: issue) == """
                receive(.rename("never")): not received, and nothing can happen until the clock moves:
                  in flight: nothing
                  received instead: .increment ×3, .noop
                """
        }
        #expect(store.state.count == 3)
    }

    @Test func skippedActionsAreShownAsWarningsWhenAsked() async {
        let store = TestStore(initialState: Counter())
        store.exhaustivity = .off(showSkippedAssertions: true)
        store.dispatch(.increment)
        store.dispatch(.increment)
        store.dispatch(.noop)

        let warnings = await recordedIssues {
            await store.receive(.noop)
        }
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.map(message(of:)) == ["receive(.noop): skipped 2 received action(s): .increment ×2"])
    }

    @Test func skippedActionsAreNotShownByDefault() async {
        let store = TestStore(initialState: Counter())
        store.exhaustivity = .off
        store.dispatch(.increment)
        store.dispatch(.noop)

        let issues = await recordedIssues {
            await store.receive(.noop)
            await store.finish()
        }
        #expect(issues.isEmpty)
    }

    @Test func assertChecksStateReachedWithoutAnAssertedAction() async {
        let store = TestStore(initialState: Refresher())
        store.exhaustivity = .off
        store.send(.refresh)
        await store.receive(.saved(count: 2))

        store.assert { $0.items = ["a", "b"] }
        withKnownIssue {
            store.assert { $0.isLoading = true }
        } matching: { issue in
            message(of: issue) == """
                assert: the state differs from the expected state:
                  (-expected +actual)
                    Refresher(
                      items: […],
                  -   isLoading: true,
                  +   isLoading: false,
                      savedCount: 2
                    )
                """
        }
        await store.finish()
    }

    @Test func exhaustiveAssertChecksTheNamedFieldsOfTheCurrentState() {
        let store = TestStore(initialState: Counter())
        store.send(.add(amount: 2)) { $0.count = 2 }

        store.assert { $0.count = 2 }
        withKnownIssue {
            store.assert { $0.name = "x" }
        } matching: { issue in
            message(of: issue).hasPrefix("assert: the state differs from the expected state:")
        }
    }
}

/// The issues `body` records, of any severity, kept from the test's own:
/// how a test sees a warning (which `withKnownIssue` does not match).
func recordedIssues(_ body: () async -> Void) async -> [Issue] {
    let recorder = IssueRecorder()
    await withKnownIssue(isIntermittent: true) {
        await recorder.recording(body)
    } matching: { issue in
        recorder.add(issue)
        return true
    }
    return recorder.issues
}

/// Collects issues from `withKnownIssue`'s matcher.
private final class IssueRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Issue] = []

    var issues: [Issue] { lock.withLock { recorded } }

    func add(_ issue: Issue) { lock.withLock { recorded.append(issue) } }

    func recording(_ body: () async -> Void) async { await body() }
}
