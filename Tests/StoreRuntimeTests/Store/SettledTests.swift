import Dispatch
import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

/// `await store.settled()` returns once everything dispatched before it has
/// been applied, without polling, and never deadlocks.
@Suite(.timeLimit(.minutes(1))) struct SettledTests {
    @Test func awaitsWhatEightThreadsQueuedWithoutPolling() async {
        let gate = ReducerGate()
        let store = makeHeldCountStore(gate: gate)
        store.maximumQueuedActions = 80_000  // room for all: no producer waits
        let applied = Counter()
        let token = store.subscribeSynchronously(select: \.count) { _ in applied.increment() }
        await gate.hold(store, with: .hold)
        await onThreads(8) { _ in
            for _ in 0..<10_000 { store.dispatch(.increment) }
        }
        let queued = store.state.count

        gate.release()
        await store.settled()

        #expect(queued == 0, "every action was still queued when the dispatch calls returned")
        #expect(store.state.count == 80_000)
        #expect(applied.value == 80_001, "the first value, then every change, subscribers included")
        token.cancel()
    }

    @Test func onAnIdleStoreReturnsAtOnce() async {
        let store = makeCounterStore()
        store.dispatch(.increment)
        await store.settled()
        #expect(store.state.count == 1)
    }

    @Test func aTaskStartedByASubscriberAwaitsTheActionsQueuedBeforeIt() async {
        // The subscriber runs on the thread applying actions and queues more;
        // the task it starts waits for them while that thread goes on.
        let store = makeCounterStore()
        let seen = Recorder<Int>()
        let done = Recorder<Task<Void, Never>>()
        let token = store.subscribeSynchronously(select: \.count) { count in
            guard count == 1 else { return }
            for _ in 0..<100 { store.dispatch(.increment) }
            done.append(
                Task {
                    await store.settled()
                    seen.append(store.state.count)
                })
        }

        store.dispatch(.increment)
        for task in done.values { await task.value }

        #expect(seen.values.count == 1)
        #expect(seen.values.first.map { $0 >= 101 } == true)
        token.cancel()
    }

    @MainActor @Test func theMainActorAwaitsABackgroundDrainerThatDeliversToIt() async {
        // Main-actor subscribers' changes queue for the main actor while it
        // waits: the thread applying actions never needs it.
        let gate = ReducerGate()
        let store = makeHeldCountStore(gate: gate)
        var delivered: [Int] = []
        let token = store.subscribe(select: \.count) { delivered.append($0) }
        await gate.hold(store, with: .hold)
        for _ in 0..<1_000 { store.dispatch(.increment) }

        gate.release()
        await store.settled()

        #expect(store.state.count == 1_000)
        await Task.yield()
        token.cancel()
        _ = delivered
    }

    @Test func aScopedStoreAwaitsItsRootsQueue() async {
        let gate = ReducerGate()
        let store = makeHeldCountStore(gate: gate)
        let scoped: Store<Int, Void> = store.scope(state: \.count, action: { HeldCountAction.increment })
        await gate.hold(store, with: .hold)
        for _ in 0..<100 { scoped.dispatch(()) }

        gate.release()
        await scoped.settled()

        #expect(scoped.state == 100)
    }
}
