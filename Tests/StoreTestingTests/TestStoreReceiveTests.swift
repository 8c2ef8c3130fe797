import Clocks
import Foundation
import StoreRuntime
import StoreTesting
import Testing

/// (The time limit turns a hang in a wait for an effect or a task to end —
/// loops that count, not time — into a failure.)
@Suite(.timeLimit(.minutes(1))) struct TestStoreReceiveTests {
    @Test func actionsDispatchedByACommandAreReceivedInOrder() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        let load = Command<Counter, Counter.Action> { context in
            try await Task.sleep(for: .milliseconds(5))
            context.dispatch(.loaded(count: 10))
            context.dispatch(.rename("loaded"))
        }

        store.run(load)

        await store.receive(.loaded(count: 10)) { $0.count = 10 }
        await store.receive(.rename("loaded")) { $0.name = "loaded" }
        await store.finish()
        #expect(store.state == Counter(count: 10, name: "loaded"))
    }

    @Test func receiveByPredicateForActionsWithUnknownPayloads() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.dispatch(.loaded(count: 7))

        await store.receive(where: { if case .loaded = $0 { true } else { false } }) { $0.count = 7 }
        await store.finish()
    }

    @Test func wrongStateAfterAReceivedActionFailsWithADiff() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.dispatch(.add(amount: 3))

        await withKnownIssue {
            await store.receive(.add(amount: 3)) { $0.count = 4 }
        } matching: { issue in
            message(of: issue) == """
                receive(.add(amount: 3)): the state differs from the expected state:
                  (-expected +actual)
                    Counter(
                  -   count: 4,
                  +   count: 3,
                      name: ""
                    )
                """
        }
    }

    @Test func receivingADifferentActionFails() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.dispatch(.increment)

        await withKnownIssue {
            await store.receive(.noop)
        } matching: { issue in
            message(of: issue) == "receive(.noop): the next received action is .increment"
        }
        // It happened, so it is applied.
        #expect(store.state.count == 1)
    }

    @Test func actionThatNeverArrivesFailsOnceItsClockPassesTheTimeout() async {
        let store = TestStore(initialState: Counter())
        let clock = TestClock()
        store.clock = clock
        store.timeout = .seconds(30)
        // Moves the test clock a second at a time until `receive` has given up:
        // only that clock, not the machine's, decides when it does.
        let gaveUp = Flag()
        let advancing = Task {
            while !gaveUp.isSet { await clock.advance(by: .seconds(1)) }
        }

        await withKnownIssue {
            await store.receive(.increment) { $0.count = 1 }
        } matching: { issue in
            message(of: issue) == "receive(.increment): not received within 30.0 seconds; nothing was received"
        }
        gaveUp.set()
        await advancing.value
    }

    @Test func anActionArrivingLongAfterTheWallClockTimeoutIsStillReceived() async {
        // The timeout runs on the test clock, which no one advances: receive
        // waits for the action however long the command takes in real time.
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()
        store.timeout = .milliseconds(1)
        let release = Flag()
        store.run { context in
            while !release.isSet, !Task.isCancelled { await Task.yield() }
            context.dispatch(.increment)
        }
        let releasing = Task {
            try? await Task.sleep(for: .milliseconds(50))
            release.set()
        }
        await store.receive(.increment) { $0.count = 1 }
        await releasing.value
        await store.finish()
    }

    @Test func finishFailsForActionsThatWereNeverReceived() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.run { context in
            context.dispatch(.increment)
            context.dispatch(.noop)
        }

        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            message(of: issue) == """
                finish(): 2 received action(s) were never asserted with receive:
                  .increment
                  .noop
                """
        }
    }

    @Test func sendFailsWhileReceivedActionsWait() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.dispatch(.increment)

        withKnownIssue {
            // The dispatched action was applied when it was dispatched.
            store.send(.add(amount: 1)) { $0.count = 2 }
        } matching: { issue in
            message(of: issue) == """
                send(.add(amount: 1)): 1 received action(s) must be asserted with receive first:
                  .increment
                """
        }
        await store.receive(.increment) { $0.count = 1 }
    }

    @Test func releasingTheTestStoreWithUnassertedActionsFails() {
        withKnownIssue {
            let store = TestStore(initialState: Counter())
            store.clock = TestClock()  // a timeout only when a test advances it
            store.dispatch(.rename("late"))
        } matching: { issue in
            message(of: issue) == """
                The test store was released with 1 received action(s) never asserted with receive:
                  .rename("late")
                """
        }
    }

    @Test func nonExhaustiveReceiveSkipsButAppliesOtherActions() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.exhaustivity = .off
        store.run { context in
            context.dispatch(.increment)
            context.dispatch(.rename("skipped"))
            context.dispatch(.add(amount: 5))
            context.dispatch(.noop)
        }

        await store.receive(.add(amount: 5)) {
            $0.count = 6
            $0.name = "skipped"
        }
        await store.finish()
        #expect(store.state == Counter(count: 6, name: "skipped"))
    }

    @Test func commandThatThrowsFailsAtTheRunCall() async {
        struct Offline: Error {}
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        let line = #line + 3

        await withKnownIssue {
            store.run { _ in throw Offline() }
            await store.finish()
        } matching: { issue in
            message(of: issue) == "run: the command threw Offline()" && issue.sourceLocation?.line == line
        }
    }

    @Test func commandReadsTheTestStoresCurrentState() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        let incrementIfBelowTwo = Command<Counter, Counter.Action> { context in
            if context.state.count < 2 { context.dispatch(.increment) }
        }

        store.run(incrementIfBelowTwo)
        await store.receive(.increment) { $0.count = 1 }
        store.run(incrementIfBelowTwo)
        await store.receive(.increment) { $0.count = 2 }
        store.run(incrementIfBelowTwo)
        await store.finish()

        #expect(store.state.count == 2)
    }

    @Test func finishWaitsForRunningCommands() async {
        let store = TestStore(initialState: Counter())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.run { context in
            try await Task.sleep(for: .milliseconds(30))
            context.dispatch(.increment)
        }

        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            message(of: issue) == """
                finish(): 1 received action(s) were never asserted with receive:
                  .increment
                """
        }
    }

    @Test func releasingTheTestStoreCancelsRunningCommands() {
        var handle: CommandHandle?
        do {
            let store = TestStore(initialState: Counter())
            store.clock = TestClock()  // a timeout only when a test advances it
            handle = store.run { _ in try await Task.sleep(for: .seconds(3600)) }
        }

        #expect(handle?.isCancelled == true)
    }
}

/// A one-way switch tasks can check from anywhere.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
