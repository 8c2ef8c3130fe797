import StoreRuntime
import StoreTesting
import Testing

/// A child that closes itself (`Effect.dismiss`), tested alone: no parent
/// holds it, so its test store notes the request and ends what it runs.
struct Countdown: EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case start
        case tick
    }

    struct TimerID: Hashable, Sendable {}

    var left: Int

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run(id: TimerID()) { effect in
                while true {
                    try await effect.clock.sleep(for: .seconds(1))
                    effect.send(.tick)
                }
            }
        case .tick:
            left -= 1
            return left == 0 ? .dismiss : .none
        }
    }
}

@Suite(.timeLimit(.minutes(1))) struct TestStoreDismissalTests {
    @Test func aChildThatAsksToBeDismissedIsReportedAndItsEffectsStop() async {
        let store = TestStore(initialState: Countdown(left: 2))
        store.send(.start)
        #expect(!store.isDismissed)
        await store.advance(by: .seconds(1))
        await store.receive(.tick) { $0.left = 1 }
        #expect(!store.isDismissed)
        await store.advance(by: .seconds(1))
        await store.receive(.tick) { $0.left = 0 }
        #expect(store.isDismissed)
        await store.advance(by: .seconds(5))  // the timer stopped: no tick to receive
        #expect(store.state.left == 0)
        await store.finish()
    }

    /// Its parent would have closed it: an action sent afterwards is a
    /// mistake of the test, reported as such, and applied to nothing.
    @Test func anActionSentAfterTheDismissalFailsTheTest() async {
        let store = TestStore(initialState: Countdown(left: 1))
        store.send(.tick) { $0.left = 0 }
        #expect(store.isDismissed)
        withKnownIssue {
            store.send(.tick) { $0.left = -1 }
        } matching: { issue in
            message(of: issue)
                == "send(.tick): the feature was dismissed by .tick (Effect.dismiss): its parent closed it, so the "
                + "action reaches nothing"
        }
        #expect(store.state.left == 0)
    }

    /// An action expected after the dismissal never comes: the failure says why.
    @Test func anActionExpectedAfterTheDismissalNamesIt() async {
        let store = TestStore(initialState: Countdown(left: 1))
        store.send(.start)
        await store.advance(by: .seconds(1))
        await store.receive(.tick) { $0.left = 0 }
        #expect(store.isDismissed)
        await withKnownIssue {
            await store.receive(.tick)
        } matching: { issue in
            message(of: issue)
                == "receive(.tick): not received: the feature was dismissed by .tick (Effect.dismiss), which "
                + "cancelled its effects: nothing reaches it after that; received instead: nothing"
        }
    }
}
