import Clocks
import StoreRuntime
import StoreTesting
import TestClockSupport
import Testing

/// A timer whose ticks are effects: what a `TestStore` does with the effects
/// an action starts.
struct Ticker: EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case start(ticks: Int)
        case tick
        case stop
        case failing
        case failed(String)
    }

    struct TimerID: Hashable, Sendable {}

    var ticks = 0
    var isRunning = false
    var failure: String?

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .start(let count):
            isRunning = true
            return .run(id: TimerID(), cancelInFlight: true) { effect in
                for _ in 0..<count {
                    try await effect.clock.sleep(for: .seconds(1))
                    effect.send(.tick)
                }
            }
        case .tick:
            ticks += 1
        case .stop:
            isRunning = false
            return .cancel(id: TimerID())
        case .failing:
            return .run { _ in throw Jammed() }
        case .failed(let message):
            failure = message
        }
        return .none
    }
}

private struct Jammed: Error, CustomStringConvertible {
    var description: String { "the timer is jammed" }
}

/// (The time limit turns a hang in a wait for an effect or a task to end —
/// loops that count, not time — into a failure.)
@Suite(.timeLimit(.minutes(1))) struct TestStoreEffectTests {
    @Test func whatAnEffectSendsIsReceivedOnTheTestClock() async {
        let clock = TestClock()
        let store = TestStore(initialState: Ticker())
        store.clock = clock

        store.send(.start(ticks: 2)) { $0.isRunning = true }
        #expect(store.isEffectRunning(id: Ticker.TimerID()))
        #expect(store.runningEffectCount == 1)
        await clock.waitUntilSomethingSleeps()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
        await clock.waitUntilSomethingSleeps()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 2 }
        await store.finish()
        #expect(store.runningEffectCount == 0)
    }

    @Test func anActionCancelsAnEffectByItsIdentity() async {
        let clock = TestClock()
        let store = TestStore(initialState: Ticker())
        store.clock = clock

        store.send(.start(ticks: 10)) { $0.isRunning = true }
        store.send(.stop) { $0.isRunning = false }
        #expect(!store.isEffectRunning(id: Ticker.TimerID()))
        await store.finish()
    }

    @Test func finishFailsForAnEffectStillRunning() async {
        let store = TestStore(initialState: Ticker())
        store.clock = TestClock()  // never advanced: the timer waits forever
        store.timeout = .zero
        let line = #line + 4

        store.send(.start(ticks: 1)) { $0.isRunning = true }
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            message(of: issue) == "finish(): 1 effect(s) still running after 0.0 seconds; cancelling them"
                && issue.sourceLocation?.line == line
        }
        #expect(!store.isEffectRunning(id: Ticker.TimerID()))
    }

    @Test func finishEndsWhenItsTaskIsCancelled() async {
        // A test past its time limit is cancelled: finish must then return,
        // not wait for a deadline on a clock no one advances.
        let finishing = Task {
            let store = TestStore(initialState: Ticker())
            store.clock = TestClock()
            store.send(.start(ticks: 1)) { $0.isRunning = true }
            await withKnownIssue {
                await store.finish()
            } matching: { issue in
                message(of: issue) == "finish(): 1 effect(s) still running when finish() was cancelled; cancelling them"
            }
            return store.isEffectRunning(id: Ticker.TimerID())
        }
        finishing.cancel()
        let stillRunning = await finishing.value
        #expect(!stillRunning)
    }

    @Test func anEffectsErrorFailsTheTestAtTheSendThatStartedIt() async {
        let store = TestStore(initialState: Ticker())
        store.clock = TestClock()  // a timeout only when a test advances it
        let line = #line + 3

        await withKnownIssue {
            store.send(.failing)
            await store.finish()
        } matching: { issue in
            message(of: issue) == "an effect threw the timer is jammed" && issue.sourceLocation?.line == line
        }
    }

    @Test func anEffectsErrorArrivesAsTheReportedAction() async {
        let store = TestStore(initialState: Ticker())
        store.clock = TestClock()  // a timeout only when a test advances it
        store.reportCommandErrors(as: { .failed("\($0)") })

        store.send(.failing)
        await store.receive(.failed("the timer is jammed")) { $0.failure = "the timer is jammed" }
        await store.finish()
    }

    @Test func anUnreceivedActionFromAnEffectFailsTheNextSend() async {
        let clock = TestClock()
        let store = TestStore(initialState: Ticker())
        store.clock = clock

        store.send(.start(ticks: 1)) { $0.isRunning = true }
        await clock.waitUntilSomethingSleeps()
        await clock.advance(by: .seconds(1))
        // The timer has sent its tick once it ends.
        while store.runningEffectCount > 0, !Task.isCancelled { await Task.yield() }
        withKnownIssue {
            store.send(.stop) { $0.isRunning = false }
        } matching: { issue in
            message(of: issue) == """
                send(.stop): 1 received action(s) must be asserted with receive first:
                  .tick
                """
        }
        await store.receive(.tick) { $0.ticks = 1 }
    }
}
