import Dispatch
import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

/// A busy store's queue holds at most `maximumQueuedActions`: a producer at
/// the bound waits in its own dispatch call, nothing is lost, and neither a
/// callback nor the main actor is made to wait for a queue others filled.
/// Counted, not timed (the time limit only turns a deadlock into a failure).
@Suite(.timeLimit(.minutes(1))) struct QueueBoundTests {
    enum Action: Sendable, Equatable {
        case hold
        case add(Int)
    }

    /// Applied actions in order; `hold` also notes how many of the
    /// producer's dispatch calls had returned when the store was released.
    final class Log: @unchecked Sendable {
        let returned = Counter()
        let returnedAtRelease = Recorder<Int>()
        let applied = Recorder<Int>()
    }

    private func makeStore(gate: ReducerGate, log: Log, bound: Int) -> Store<HeldCount, Action> {
        let store = Store<HeldCount, Action>(initialState: HeldCount()) { state, action in
            switch action {
            case .hold:
                gate.hold()
                log.returnedAtRelease.append(log.returned.value)
            case .add(let value):
                log.applied.append(value)
                state.count += 1
            }
        }
        store.maximumQueuedActions = bound
        return store
    }

    @Test func aProducerAtTheBoundWaitsInItsDispatchUntilThereIsRoom() async throws {
        let gate = ReducerGate()
        let log = Log()
        let store = makeStore(gate: gate, log: log, bound: 10)
        await gate.hold(store, with: .hold)

        let producer = startThreads(1) { _ in
            for value in 0..<30 {
                store.dispatch(.add(value))
                log.returned.increment()
            }
        }
        try await waitUntil("the queue to fill") { log.returned.value >= 10 }
        gate.release()
        await producer.finished()
        await store.settled()

        #expect(log.returnedAtRelease.values == [10], "the eleventh call waited while the queue was full")
        #expect(log.applied.values == Array(0..<30), "each action once, in order")
        #expect(store.maximumQueuedActions == 10)
    }

    @Test func theQueuedCountIsWhatWaitsBehindTheActionBeingApplied() async {
        let gate = ReducerGate()
        let log = Log()
        let store = makeStore(gate: gate, log: log, bound: 10)
        #expect(store.queuedActionCount == 0)
        await gate.hold(store, with: .hold)
        for value in 0..<3 { store.dispatch(.add(value)) }  // queued: the store is held
        #expect(store.queuedActionCount == 3)
        #expect(
            store.scope(state: \.count, action: { $0 }).queuedActionCount == 3, "a scoped store counts its root's queue"
        )
        gate.release()
        await store.settled()
        #expect(store.queuedActionCount == 0)
        #expect(log.applied.values == [0, 1, 2])
    }

    @Test func aDispatchFromACallbackAtTheBoundDoesNotWaitForItself() async {
        let store = makeCounterStore()
        store.maximumQueuedActions = 1
        let token = store.subscribeSynchronously(select: \.count) { count in
            guard count == 1 else { return }
            for _ in 0..<5 { store.dispatch(.increment) }  // past the bound, from the applying thread
        }

        await onDedicatedThread { store.dispatch(.increment) }
        await store.settled()

        #expect(store.state.count == 6)
        token.cancel()
    }

    @Test func aCallbackOfOneStoreDispatchingIntoAnotherFullStoreDoesNotWait() async {
        // Its store makes no progress while it waits: two stores whose
        // callbacks dispatch into each other could each wait for the other.
        let gate = ReducerGate()
        let log = Log()
        let full = makeStore(gate: gate, log: log, bound: 1)
        await gate.hold(full, with: .hold)
        full.dispatch(.add(0))  // the queue is full
        let other = makeCounterStore()
        let token = other.subscribeSynchronously(select: \.count) { count in
            if count == 1 { full.dispatch(.add(1)) }
        }

        await onDedicatedThread { other.dispatch(.increment) }
        gate.release()
        await full.settled()

        #expect(log.applied.values == [0, 1])
        token.cancel()
    }

    @MainActor @Test func theMainActorDoesNotWaitForAQueueOtherThreadsFilled() async throws {
        let gate = ReducerGate()
        let log = Log()
        let store = makeStore(gate: gate, log: log, bound: 10)
        await gate.hold(store, with: .hold)
        let producer = startThreads(1) { _ in
            for value in 0..<20 {
                store.dispatch(.add(value))
                log.returned.increment()
            }
        }
        try await waitUntil("the queue to fill") { log.returned.value >= 10 }

        for value in 100..<105 { store.dispatch(.add(value)) }  // returns: the main actor's reserve

        gate.release()
        await producer.finished()
        await store.settled()
        #expect(store.state.count == 25)
        #expect(log.applied.values.filter { $0 >= 100 } == Array(100..<105))
        #expect(log.applied.values.filter { $0 < 100 } == Array(0..<20))
    }
}
