import Foundation
import StoreRuntime
import Testing

/// A dispatch call applies its own action and at most `dispatchBudget` queued
/// ones; the rest is applied by a background thread, in order, none lost.
/// Everything here is counted, not timed.
@Suite(.timeLimit(.minutes(1))) struct BoundedDispatchTests {
    /// One flooding thread's action: which thread, and its how-many-th.
    enum FloodAction: Sendable, Equatable {
        case flood(thread: Int, sequence: Int)
        /// Applied by the test's own dispatch: holds the store until the
        /// flooders have queued enough to exceed any budget.
        case gate
    }

    struct FloodState: Sendable, Equatable {
        var applied = 0
    }

    /// What the reducer saw, from whichever thread applied it.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(thread: Int, sequence: Int)] = []
        private var measuredThread: pthread_t?
        private(set) var appliedByMeasuredThread = 0

        func record(_ action: FloodAction) {
            lock.lock()
            defer { lock.unlock() }
            if let measuredThread, pthread_equal(measuredThread, pthread_self()) != 0 { appliedByMeasuredThread += 1 }
            if case .flood(let thread, let sequence) = action { entries.append((thread, sequence)) }
        }

        /// Counts what the calling thread applies until `stopMeasuring`.
        func startMeasuring() { lock.withLock { measuredThread = pthread_self() } }
        func stopMeasuring() { lock.withLock { measuredThread = nil } }

        var applied: [(thread: Int, sequence: Int)] { lock.withLock { entries } }
    }

    @MainActor @Test func aMainThreadDispatchAppliesAtMostTheBudgetWhileSevenThreadsFlood() async throws {
        let floodingThreads = 7
        let perThread = 2_000
        let budget = Store<FloodState, FloodAction>.dispatchBudget
        // Queued by the flooders while the gate holds the store: more than the budget.
        let queuedBeforeRelease = 7 * (budget + 10)
        let log = Log()
        let start = DispatchSemaphore(value: 0)
        let enoughQueued = DispatchSemaphore(value: 0)
        let dispatched = Counter()

        let store = Store<FloodState, FloodAction>(initialState: FloodState()) { state, action in
            log.record(action)
            state.applied += 1
            if action == .gate {
                for _ in 0..<floodingThreads { start.signal() }
                // Counted, not timed: the time limit only turns a hang into a failure.
                _ = enoughQueued.wait(timeout: .now() + 60)
            }
        }
        let flooders = startThreads(floodingThreads) { thread in
            start.wait()
            for sequence in 0..<perThread {
                store.dispatch(.flood(thread: thread, sequence: sequence))
                if dispatched.incremented() == queuedBeforeRelease { enoughQueued.signal() }
            }
        }

        log.startMeasuring()
        store.dispatch(.gate)
        log.stopMeasuring()

        #expect(dispatched.value >= queuedBeforeRelease, "the flood had started before the dispatch returned")
        #expect(log.appliedByMeasuredThread >= 1, "the dispatch applied its own action")
        #expect(log.appliedByMeasuredThread <= 1 + budget)

        await flooders.finished()
        let total = floodingThreads * perThread + 1
        await store.settled()
        #expect(store.state.applied == total)
        let applied = log.applied
        #expect(applied.count == floodingThreads * perThread)
        for thread in 0..<floodingThreads {
            let sequences = applied.filter { $0.thread == thread }.map(\.sequence)
            #expect(sequences == Array(0..<perThread), "thread \(thread): each action once, in its dispatch order")
        }
    }

    @Test func onAnIdleStoreDispatchAppliesBeforeReturning() {
        let store = makeCounterStore()
        let delivered = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { delivered.append($0) }
        for expected in 1...100 {
            store.dispatch(.increment)
            #expect(store.state.count == expected)
        }
        #expect(delivered.values == Array(0...100))
        token.cancel()
    }

    @Test func aSubscriberDispatchingOnEveryChangeReturnsAfterTheBudget() async throws {
        // Each change queues another action: an unbounded chain. The first
        // dispatch applies its own action and `dispatchBudget` more, then the
        // chain continues on a background thread.
        let store = makeCounterStore()
        let appliedHere = Counter()
        let caller = pthread_self()
        let token = store.subscribeSynchronously(select: \.count) { count in
            if pthread_equal(caller, pthread_self()) != 0, count > 0 { appliedHere.increment() }
            if count > 0, count < 1_000 { store.dispatch(.increment) }
        }
        store.dispatch(.increment)
        let during = appliedHere.value
        #expect(during >= 1)
        #expect(during <= 1 + Store<CounterState, CounterAction>.dispatchBudget)
        await settle(store) { store.state.count == 1_000 }
        token.cancel()
    }
}
