import Foundation
import StoreRuntime
import StoreTesting
import Testing

/// A memo that plays for `length` with a timer, as an audio-memo app writes
/// it: one run sends that playback started, plays (a child task, `async let`)
/// and ticks every 500 ms; the player's answer stops the run.
struct PlayingMemo: EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case play
        case playbackStarted
        case timerUpdated(time: Double)
        case playerFinished(Bool)
    }

    struct PlayID: Hashable, Sendable {}

    var length: Duration = .milliseconds(1250)
    var isPlaying = false
    var elapsed = 0.0

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .play:
            isPlaying = true
            elapsed = 0
            let length = length
            return .run(id: PlayID(), cancelInFlight: true) { effect in
                effect.send(.playbackStarted)
                async let played: Void = Self.play(for: length, effect)
                var time = 0.0
                for _ in 0..<1_000 {
                    try await effect.clock.sleep(for: .milliseconds(500))
                    time += 0.5
                    effect.send(.timerUpdated(time: time))
                }
                try await played
            }
        case .playbackStarted:
            break
        case .timerUpdated(let time):
            elapsed = time
        case .playerFinished:
            isPlaying = false
            return .cancel(id: PlayID())
        }
        return .none
    }

    /// The player: answers once the memo has played.
    private static func play(for length: Duration, _ effect: EffectContext<Action>) async throws {
        try await effect.clock.sleep(for: length)
        effect.send(.playerFinished(true))
    }
}

/// A recorder the test stops: what an effect waits on that is not the clock.
final class FakeRecorder: Sendable {
    private let waiting = LockedValue<CheckedContinuation<Bool, Never>?>(nil)

    /// Returns once the test calls `stop()`.
    func record() async -> Bool {
        await withCheckedContinuation { continuation in waiting.set(continuation) }
    }

    func stop() {
        waiting.take()?.resume(returning: true)
    }
}

/// A value read and written from several threads.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }

    func get() -> Value {
        lock.withLock { value }
    }

    func take() -> Value where Value: ExpressibleByNilLiteral {
        lock.withLock {
            defer { value = nil }
            return value
        }
    }

    func append<Element>(_ element: Element) where Value == [Element] {
        lock.withLock { value.append(element) }
    }
}

/// Records while a timer counts the seconds; the recorder's answer stops both.
struct RecordingMemo: EffectfulState, Equatable {
    enum Action: Equatable, Sendable {
        case record
        case tick
        case finished(Bool)
    }

    struct TimerID: Hashable, Sendable {}
    struct RecordID: Hashable, Sendable {}

    var isRecording = false
    var seconds = 0

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .record:
            isRecording = true
            return .merge(
                .run(id: TimerID()) { effect in
                    while true {
                        try await effect.clock.sleep(for: .seconds(1))
                        effect.send(.tick)
                    }
                },
                .run(id: RecordID()) { effect in
                    let recorder = try effect.dependency(FakeRecorder.self)
                    effect.send(.finished(await recorder.record()))
                })
        case .tick:
            seconds += 1
        case .finished:
            isRecording = false
            return .cancel(id: TimerID())
        }
        return .none
    }
}

/// The test store is the app's store, observed: actions are applied when
/// sent, cancellation drops what a cancelled effect sent, idle means every
/// task of every effect waits, and nothing hangs.
/// (The time limit turns a hang into a failure.)
@Suite(.timeLimit(.minutes(1))) struct TestStoreFidelityTests {
    @Test func aTimerBesideAnAsyncLetPlayerIsNotTakenForIdle() async {
        let store = TestStore(initialState: PlayingMemo())

        store.send(.play) { $0.isPlaying = true }
        await store.receive(.playbackStarted)
        await store.advance(by: .milliseconds(500))
        await store.receive(.timerUpdated(time: 0.5)) { $0.elapsed = 0.5 }
        await store.advance(by: .milliseconds(500))
        await store.receive(.timerUpdated(time: 1.0)) { $0.elapsed = 1.0 }
        await store.advance(by: .milliseconds(250))
        await store.receive(.playerFinished(true)) { $0.isPlaying = false }
        await store.finish()
    }

    @Test func whatACancelledRunWouldSendLaterIsNeverApplied() async {
        // The player answers at 1.25 s and its handler cancels the run: the
        // tick due at 1.5 s never comes, as in the app's store.
        let store = TestStore(initialState: PlayingMemo())

        store.send(.play) { $0.isPlaying = true }
        await store.advance(by: .milliseconds(1500))
        await store.receive(.playbackStarted)
        await store.receive(.timerUpdated(time: 0.5)) { $0.elapsed = 0.5 }
        await store.receive(.timerUpdated(time: 1.0)) { $0.elapsed = 1.0 }
        await store.receive(.playerFinished(true)) { $0.isPlaying = false }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func anActionAnEffectSendsIsAppliedWhenSentNotWhenReceived() async {
        let store = TestStore(initialState: PlayingMemo())
        store.exhaustivity = .off

        store.send(.play)
        await store.advance(by: .milliseconds(1000))
        // Not received yet, but applied: the state shows it.
        #expect(store.state.elapsed == 1.0)
        await store.receive(.timerUpdated(time: 1.0)) { $0.elapsed = 1.0 }
        await store.advance(by: .milliseconds(250))
        #expect(store.state.isPlaying == false)
        await store.finish()
    }

    @Test func sendLetsTheEffectsItStartedRunUntilTheyWait() async {
        let store = TestStore(initialState: PlayingMemo())

        store.send(.play) { $0.isPlaying = true }
        // The effect sent playbackStarted before send returned: the next send
        // must receive it first.
        withKnownIssue {
            store.send(.playerFinished(false)) { $0.isPlaying = false }
        } matching: { issue in
            message(of: issue) == """
                send(.playerFinished(false)): 1 received action(s) must be asserted with receive first:
                  .playbackStarted
                """
        }
        await store.receive(.playbackStarted)
        await store.finish()
    }

    @Test func advanceReturnsWhileAnEffectWaitsOnTheTestAndReceiveSaysSo() async {
        let recorder = FakeRecorder()
        let store = TestStore(initialState: RecordingMemo())
        store.dependencies = store.dependencies.with(recorder)

        store.send(.record) { $0.isRecording = true }
        await store.advance(by: .seconds(2))
        await store.receive(.tick) { $0.seconds = 1 }
        await store.receive(.tick) { $0.seconds = 2 }
        await withKnownIssue {
            await store.receive(.finished(true)) { $0.isRecording = false }
        } matching: { issue in
            message(of: issue) == """
                receive(.finished(true)): not received, and nothing can happen until the clock moves or the test \
                answers what effect RecordID() waits on (it is not the clock):
                  in flight: effect TimerID(), effect RecordID(); 1 wait(s) on the clock, the next until +3.0 seconds \
                (now +2.0 seconds)
                  received instead: nothing
                """
        }
        recorder.stop()
        await store.receive(.finished(true)) { $0.isRecording = false }
        await store.finish()
    }

    @Test func finishSaysWhichEffectWaitsOnSomethingOtherThanTheClock() async {
        let recorder = FakeRecorder()
        let store = TestStore(initialState: RecordingMemo())
        store.dependencies = store.dependencies.with(recorder)

        store.send(.record) { $0.isRecording = true }
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            message(of: issue) == "finish(): 2 effect(s) still running (effect RecordID() waiting on something that "
                + "is not the clock): effect TimerID(), effect RecordID(); cancelling them"
        }
        recorder.stop()
    }

    @Test func aTestStoreReleasedWithEffectsRunningFailsNamingThem() {
        withKnownIssue {
            let store = TestStore(initialState: Ticker())
            store.send(.start(ticks: 3)) { $0.isRunning = true }
        } matching: { issue in
            message(of: issue) == "The test store was released with 1 effect(s) still running: effect TimerID(); "
                + "cancelling them (finish() or cancel them first)"
        }
    }

    @Test func aNonExhaustiveTestStoreMayBeReleasedWithEffectsRunning() {
        let store = TestStore(initialState: Ticker())
        store.exhaustivity = .off
        store.send(.start(ticks: 3))
    }

    @Test func theHandleOfASendFinishesOrCancelsWhatItStarted() async {
        let store = TestStore(initialState: Ticker())

        let timer = store.send(.start(ticks: 2)) { $0.isRunning = true }
        #expect(timer.isRunning)
        timer.cancel()
        #expect(!timer.isRunning)
        #expect(!store.isEffectRunning(id: Ticker.TimerID()))

        let ticks = store.send(.start(ticks: 1))
        await withKnownIssue {
            await ticks.finish()
        } matching: { issue in
            message(of: issue) == "send(.start(ticks: 1)).finish(): 1 effect(s) still running, and nothing can "
                + "happen until the clock moves or the test acts: effect TimerID()"
        }
        await store.advance(by: .seconds(1))
        await ticks.finish()
        await store.receive(.tick) { $0.ticks = 1 }
        await store.finish()
    }

    @Test func exhaustivityCanBeLoosenedForPartOfATest() async {
        let store = TestStore(initialState: PlayingMemo())

        store.send(.play) { $0.isPlaying = true }
        await store.withExhaustivity(.off) {
            await store.advance(by: .milliseconds(1000))
            await store.receive(.timerUpdated(time: 1.0))
        }
        #expect(store.exhaustivity == .on)
        await store.advance(by: .milliseconds(250))
        await store.receive(.playerFinished(true)) { $0.isPlaying = false }
        await store.finish()
    }

    @Test func theTestStoreAppliesExactlyWhatTheAppsStoreApplies() async {
        // The same flow on the app's store and on a test store, the clocks
        // moved to the same moments: the same actions, the same states.
        let moments: [Duration] = [.milliseconds(500), .milliseconds(500), .milliseconds(250), .milliseconds(250)]
        let applied = LockedValue<[(PlayingMemo.Action, PlayingMemo)]>([])
        let clock = ManualClock()
        let app = Store(
            initialState: PlayingMemo(),
            middleware: [Middleware(after: { action, _, new, _ in applied.append((action, new)) })],
            clock: clock)
        app.dispatch(.play)
        await clock.waitForSleepers(2)  // the player and the timer
        for (index, moment) in moments.enumerated() {
            clock.advance(by: moment)
            // Until each has sent what is due and waits again (or ended).
            if index < 2 { await clock.waitForSleepers(2) }
            while index >= 2 && app.runningCommandCount > 0 && !Task.isCancelled { await Task.yield() }
        }
        let appLog = applied.get()
        #expect(
            appLog.map(\.0) == [
                .play, .playbackStarted, .timerUpdated(time: 0.5), .timerUpdated(time: 1.0), .playerFinished(true),
            ])

        let store = TestStore(initialState: PlayingMemo())
        store.send(.play) { $0 = appLog[0].1 }
        for moment in moments { await store.advance(by: moment) }
        for (action, state) in appLog.dropFirst() {
            await store.receive(action) { $0 = state }
        }
        await store.finish()
    }
}
