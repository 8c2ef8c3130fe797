import StoreRuntime
import StoreTesting
import Testing

/// A hand-written parent like `Screens` (TestStoreChildTests.swift) that
/// forgets to cancel what its children own when they go away: what
/// `assertDismissed` and `assertPopped` catch beyond the state.
struct LeakyScreens: EffectfulState, Equatable {
    typealias Action = Screens.Action

    var sheet: Stopwatch? = Stopwatch(id: 0)
    var path: ChildStack<Stopwatch> = [Stopwatch(id: 0)]

    mutating func reduceWithEffects(_ action: Screens.Action) -> Effect<Screens.Action> {
        switch action {
        case .sheet(let action):
            return .presented(&sheet, action, as: { .sheet($0) }, at: "sheet")
        case .path(let action):
            return .stack(&path, action, as: { .path($0) }, at: "path")
        case .dismiss:
            sheet = nil
        default:
            break
        }
        return .none
    }
}

@Suite(.timeLimit(.minutes(1))) struct TestStoreChildAssertionTests {
    @Test func aDismissedChildPassesWithoutReceivingAnything() {
        let store = TestStore(initialState: Screens())
        store.send(.present) { $0.sheet = Stopwatch(id: 0) }
        store.send(.sheet(.start))
        store.send(.dismiss) { $0.sheet = nil }
        store.assertDismissed(\.sheet)
    }

    @Test func aChildStillPresentFailsWithWhatItHolds() {
        let store = TestStore(initialState: Screens())
        store.send(.present) { $0.sheet = Stopwatch(id: 0) }
        let line = #line + 2
        withKnownIssue {
            store.assertDismissed(\.sheet)
        } matching: { issue in
            message(of: issue).hasPrefix(
                "assertDismissed(\\.sheet): the child is still there: Stopwatch(id: 0, ticks: 0)")
                && issue.sourceLocation?.line == line
        }
    }

    @Test func aChildGoneWhileItsEffectStillRunsFails() {
        withKnownIssue {
            let store = TestStore(initialState: LeakyScreens())
            store.send(.sheet(.start))
            store.send(.dismiss) { $0.sheet = nil }
            store.send(.path(.element(id: StackElementID(rawValue: 1), action: .start)))
            store.send(.path(.pop)) { $0.path = [] }
            withKnownIssue {
                store.assertDismissed(\.sheet)
            } matching: { issue in
                message(of: issue)
                    == "assertDismissed(\\.sheet): the child is gone, but an effect it started still runs"
            }
            withKnownIssue {
                store.assertPopped(\.path, id: StackElementID(rawValue: 1))
            } matching: { issue in
                message(of: issue)
                    == "assertPopped(\\.path, id: #1): the screen is popped, but an effect it started still runs"
            }
        } matching: { issue in
            // Released with the leaked effects running: named by the user's
            // identities, in the child that started them.
            message(of: issue) == "The test store was released with 2 effect(s) still running: "
                + "effect TimerID() in sheet, effect TimerID() in path[#1]; cancelling them (finish() or "
                + "cancel them first)"
        }
    }

    @Test func aKeyPathThatIsNotOneFieldFails() {
        let store = TestStore(initialState: LeakyScreens())
        withKnownIssue {
            store.assertDismissed(\.sheet?.ticks)
        } matching: { issue in
            message(of: issue) == """
                assertDismissed(\\LeakyScreens.sheet?.ticks?): name a child held in a field of the state \
                (\\.addSheet, \\.path), one of: sheet, path
                """
        }
    }

    @Test func aPoppedScreenPassesAndOneStillThereOrNeverPushedFails() {
        let store = TestStore(initialState: Screens())
        store.send(.path(.push(Stopwatch(id: 0)))) { $0.path.push(Stopwatch(id: 0)) }
        store.send(.path(.push(Stopwatch(id: 1)))) { $0.path = [Stopwatch(id: 0), Stopwatch(id: 1)] }
        let first = StackElementID(rawValue: 1)
        let second = StackElementID(rawValue: 2)
        store.send(.path(.element(id: second, action: .start)))
        store.send(.path(.pop)) { $0.path = [Stopwatch(id: 0)] }
        store.assertPopped(\.path, id: second)
        withKnownIssue {
            store.assertPopped(\.path, id: first)
        } matching: { issue in
            message(of: issue).hasPrefix(
                "assertPopped(\\.path, id: #1): the screen is still on the stack: Stopwatch(id: 0")
        }
        withKnownIssue {
            store.assertPopped(\.path, id: StackElementID(rawValue: 9))
        } matching: { issue in
            message(of: issue) == "assertPopped(\\.path, id: #9): no screen #9 was ever pushed (the stack holds [#1])"
        }
    }
}
