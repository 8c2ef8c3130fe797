import Dispatch
import StoreRuntime
import Testing

/// What an effect sent just before its identity was cancelled, and which was
/// still queued when the cancelling action was applied, is dropped: a
/// replaced search never delivers its answer after the newer one started.
///
/// Each test sets up the race on purpose, without timing: a synchronous
/// subscriber of the action that starts it runs on the thread applying
/// actions, so while it runs the store is busy and everything dispatched is
/// queued. It queues the cancelling action, lets the first search send its
/// answer (queued behind it), and waits until that send has returned.
/// (The time limit turns a hang in a wait for an effect into a failure.)
@Suite(.timeLimit(.minutes(1))) struct StaleSendTests {
    @Test(arguments: [SearchState.Action.search("ab", nil), .stop])
    func anAnswerQueuedBehindItsCancellationIsDropped(cancelling: SearchState.Action) async {
        let first = SearchRun(keepsRunning: false)
        let store = Store(initialState: SearchState())
        store.dispatch(.search("a", first))
        await first.started.wait()
        await race(store, cancelling: cancelling, against: first)
        await store.waitForCommands()
        // Without admissions, "a" arrived after the cancelling action.
        #expect(store.state.results == (cancelling == .stop ? [] : ["AB"]))
    }

    /// The same when the effect is still running at the cancellation (it
    /// sent its answer and went on waiting): the task is cancelled and its
    /// queued answer dropped.
    @Test func anAnswerOfARunningEffectQueuedBehindItsCancellationIsDropped() async {
        let first = SearchRun(keepsRunning: true)
        let store = Store(initialState: SearchState())
        store.dispatch(.search("a", first))
        await first.started.wait()
        await race(store, cancelling: .search("ab", nil), against: first)
        await store.waitForCommands()
        #expect(store.state.results == ["AB"])
    }

    /// An answer the store applies before the cancelling action is kept, and
    /// a run started after a cancellation delivers: only sends that would
    /// land after their identity's cancellation are dropped.
    @Test func answersBeforeACancellationAndFromLaterRunsArrive() async {
        let store = Store(initialState: SearchState())
        let first = SearchRun(keepsRunning: false)
        store.dispatch(.search("a", first))
        await first.started.wait()
        first.answer.open()
        // The effect ends after its send, which an idle store applies at once.
        await store.waitForCommands()
        store.dispatch(.stop)
        store.dispatch(.search("b", nil))
        await store.waitForCommands()
        #expect(store.state.results == ["A", "B"])
    }

    /// An identity per request (a `UUID`, say) does not grow the runner's
    /// cancellation counts without end: one is kept while its runs or their
    /// unapplied sends hold it, and released ones are pruned.
    @Test func identitiesUsedOneAfterAnotherAreNotKeptForever() async {
        let runner = EffectRunner<Int>()
        for request in 0..<1_000 {
            runner.start(
                .run(id: request) { effect in effect.send(request) }, clock: ContinuousClock(),
                dependencies: StoreDependencies(), send: { _, _ in }, report: { _ in })
            await runner.waitUntilIdle()
        }
        #expect(runner.countedIdentities <= 17)
    }

    /// Queues `cancelling` and then `run`'s answer while `store` is busy
    /// applying an action on another thread, so the answer is queued behind
    /// the cancellation.
    private func race(
        _ store: Store<SearchState, SearchState.Action>, cancelling: SearchState.Action, against run: SearchRun
    ) async {
        let token = store.subscribeSynchronously(select: \.holds) { holds in
            guard holds == 1 else { return }
            store.dispatch(cancelling)
            run.answer.open()
            run.sent.wait()
        }
        // On a thread of its own: the subscriber blocks it until the
        // effect, on Swift's cooperative pool, has sent.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                store.dispatch(.hold)
                done.resume()
            }
        }
        token.cancel()
    }
}

/// A search whose effect answers when the test opens its gate.
struct SearchState: EffectfulState, Equatable {
    enum Action: Equatable, Sendable, CustomTestStringConvertible {
        /// Searches; the effect answers when `run` lets it (at once without one).
        case search(String, SearchRun?)
        case loaded(String)
        case stop
        /// Changes `holds`, which the tests' subscriber waits for.
        case hold

        var testDescription: String {
            switch self {
            case .search(let query, _): "search(\(query))"
            case .loaded(let result): "loaded(\(result))"
            case .stop: "stop"
            case .hold: "hold"
            }
        }
    }

    struct SearchID: Hashable, Sendable {}

    var results: [String] = []
    var holds = 0

    mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
        switch action {
        case .search(let query, let run):
            return .run(id: SearchID(), cancelInFlight: true) { effect in
                run?.started.open()
                await run?.answer.wait()
                effect.send(.loaded(query.uppercased()))
                run?.sent.signal()
                if run?.keepsRunning == true {
                    // Until cancelled: the sleep throws then.
                    try await Task.sleep(for: .seconds(3600))
                }
            }
        case .loaded(let result):
            results.append(result)
        case .stop:
            return .cancel(id: SearchID())
        case .hold:
            holds += 1
        }
        return .none
    }
}

/// The gates of one search's effect.
final class SearchRun: Equatable, Sendable {
    let started = SearchGate()
    let answer = SearchGate()
    /// Signalled once the answer is sent; `race` blocks the store's thread on it.
    let sent = DispatchSemaphore(value: 0)
    let keepsRunning: Bool

    init(keepsRunning: Bool) {
        self.keepsRunning = keepsRunning
    }

    static func == (lhs: SearchRun, rhs: SearchRun) -> Bool { lhs === rhs }
}

/// Opens once; `wait` returns once it is open.
final class SearchGate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    func open() {
        continuation.finish()
    }

    func wait() async {
        for await _ in stream {}
    }
}
