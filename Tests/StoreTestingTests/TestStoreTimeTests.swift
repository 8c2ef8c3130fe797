import StoreRuntime
import StoreTesting
import Testing

/// A test store's own clock (`ManualClock`, the default): time moves only
/// with `advance(by:)`, which lets every effect run until it waits on the
/// clock again, and an action that cannot come until time moves fails at
/// once. Nothing here waits for real time.
/// (The time limit turns a hang into a failure.)
@Suite(.timeLimit(.minutes(1))) struct TestStoreTimeTests {
    @Test func aSixSecondAdvanceOverAOneSecondTimerGivesSixTicks() async {
        let store = TestStore(initialState: Ticker())

        store.send(.start(ticks: 10)) { $0.isRunning = true }
        await store.advance(by: .seconds(6))
        for tick in 1...6 {
            await store.receive(.tick) { $0.ticks = tick }
        }
        store.send(.stop) { $0.isRunning = false }
        await store.finish()
    }

    @Test func aTenMinuteTimerFlowRunsWithoutWaiting() async {
        let store = TestStore(initialState: Ticker())
        store.exhaustivity = .off

        store.send(.start(ticks: 600))
        await store.advance(by: .seconds(599))
        store.assert { $0.ticks = 599 }
        await store.advance(by: .seconds(1))
        store.assert { $0.ticks = 600 }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func aMissingActionFailsAtOnceNamingWhatIsInFlight() async {
        let store = TestStore(initialState: Ticker())
        let line = #line + 4

        store.send(.start(ticks: 2)) { $0.isRunning = true }
        await withKnownIssue {
            await store.receive(.tick) { $0.ticks = 1 }
        } matching: { issue in
            message(of: issue) == """
                receive(.tick): not received, and nothing can happen until the clock moves:
                  in flight: effect TimerID(); 1 wait(s) on the clock, the next until +1.0 seconds (now +0.0 seconds)
                  received instead: nothing
                """ && issue.sourceLocation?.line == line
        }
        store.send(.stop) { $0.isRunning = false }
        await store.finish()
    }

    @Test func aMissingActionNamesWhatWasReceivedInsteadWhenNotExhaustive() async {
        let store = TestStore(initialState: Ticker())
        store.exhaustivity = .off

        store.send(.start(ticks: 6))
        await store.advance(by: .seconds(6))
        await withKnownIssue {
            await store.receive(.failed("jammed"))
        } matching: { issue in
            message(of: issue) == """
                receive(.failed("jammed")): not received, and nothing can happen until the clock moves:
                  in flight: nothing
                  received instead: .tick ×6
                """
        }
        store.assert { $0.ticks = 6 }
    }

    @Test func finishFailsAtOnceForAnEffectWaitingOnTheClock() async {
        let store = TestStore(initialState: Ticker())
        let line = #line + 4

        store.send(.start(ticks: 1)) { $0.isRunning = true }
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            message(of: issue)
                == "finish(): 1 effect(s) still running (waiting on the clock): effect TimerID(); cancelling them"
                && issue.sourceLocation?.line == line
        }
        #expect(!store.isEffectRunning(id: Ticker.TimerID()))
    }

    @Test func aNonExhaustiveFinishCancelsWhatStillWaitsWithoutFailing() async {
        let store = TestStore(initialState: Ticker())
        store.exhaustivity = .off

        store.send(.start(ticks: 10))
        await store.advance(by: .seconds(2))
        await store.finish()
        #expect(store.runningEffectCount == 0)
        #expect(store.state.ticks == 2)
    }

    @Test func aCancelledTimerTicksNoMore() async {
        let store = TestStore(initialState: Ticker())

        store.send(.start(ticks: 10)) { $0.isRunning = true }
        await store.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
        store.send(.stop) { $0.isRunning = false }
        await store.advance(by: .seconds(60))
        await store.finish()
    }

    @Test func aRestartedTimerReplacesTheOneStillWaiting() async {
        let store = TestStore(initialState: Ticker())

        store.send(.start(ticks: 10)) { $0.isRunning = true }
        await store.advance(by: .milliseconds(500))
        store.send(.start(ticks: 1))
        // The first timer would tick at +1 s; the second ticks at +1.5 s only.
        await store.advance(by: .milliseconds(999))
        await store.advance(by: .milliseconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
        await store.advance(by: .seconds(10))
        await store.finish()
    }

    @Test func receiveWaitsForWorkThatDoesNotWaitOnTheClock() async {
        let store = TestStore(initialState: Counter())
        store.run { context in
            // Busy for a while, but never on the clock: receive waits for it.
            for _ in 0..<1_000 { await Task.yield() }
            context.dispatch(.increment)
        }
        await store.receive(.increment) { $0.count = 1 }
        await store.finish()
    }

    @Test func aCommandSleepingOnTheStoresClockRunsWhenItIsAdvanced() async {
        let store = TestStore(initialState: Counter())
        let clock = store.clock
        store.run { context in
            try await clock.sleep(for: .seconds(5))
            context.dispatch(.increment)
        }

        await store.advance(by: .seconds(4))
        await withKnownIssue {
            await store.receive(.increment) { $0.count = 1 }
        } matching: { issue in
            message(of: issue).contains("in flight: a command; 1 wait(s) on the clock, the next until +5.0 seconds")
        }
        await store.advance(by: .seconds(1))
        await store.receive(.increment) { $0.count = 1 }
        await store.finish()
    }

    @Test func advancingAStoreWithAnotherClockFails() async {
        let store = TestStore(initialState: Counter())
        store.clock = ContinuousClock()
        await withKnownIssue {
            await store.advance(by: .seconds(1))
        } matching: { issue in
            message(of: issue)
                == "advance(by:): the store's clock is a ContinuousClock, not a ManualClock: advance that clock instead"
        }
    }
}
