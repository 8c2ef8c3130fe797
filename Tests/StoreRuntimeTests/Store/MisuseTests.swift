import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

/// The misuse rules of Docs/Runtime.md ("Misuse has defined behaviour"), one
/// test (or more) per rule, in the order the document lists them.
@Suite struct MisuseTests {
    // Subscribing inside a callback.
    @Test func subscribingInsideACallbackDeliversTheCurrentValueBeforeTheNextAction() {
        let events = Self.eventsOfSubscribingInsideACallback(after: { $0.append("subscribed") }) { store in
            store.dispatch(.increment)
            store.dispatch(.increment)
        }
        #expect(events == ["outer 0", "outer 1", "subscribed", "inner 1", "outer 2", "inner 2"])
    }

    @Test func subscribingInsideACallbackWithAnActionQueuedStartsFromTheStateItSaw() {
        // The callback queues an action, then subscribes: the new subscription's
        // first value is the state the callback was delivering, not the one
        // after the queued action.
        let events = Self.eventsOfSubscribingInsideACallback(before: { $0.dispatch(.add(10)) }) { store in
            store.dispatch(.increment)
        }
        #expect(events == ["outer 0", "outer 1", "inner 1", "outer 11", "inner 11"])
    }

    /// What an outer subscription and an inner one, subscribed from the
    /// outer's callback when it sees count 1 (between `before` and `after`),
    /// are delivered while `dispatches` runs.
    private static func eventsOfSubscribingInsideACallback(
        before: @escaping @Sendable (Store<CounterState, CounterAction>) -> Void = { _ in },
        after: @escaping @Sendable (Recorder<String>) -> Void = { _ in },
        dispatches: (Store<CounterState, CounterAction>) -> Void
    ) -> [String] {
        let store = makeCounterStore()
        let events = Recorder<String>()
        let inner = Recorder<SubscriptionToken>()
        let outer = store.subscribeSynchronously(select: \.count) { count in
            events.append("outer \(count)")
            if count == 1 {
                before(store)
                inner.append(store.subscribeSynchronously(select: \.count) { events.append("inner \($0)") })
                after(events)
            }
        }
        dispatches(store)
        outer.cancel()
        inner.values.forEach { $0.cancel() }
        return events.values
    }

    // Subscribing from another thread while actions are being applied.
    @Test func subscribingFromAnotherThreadWhileAnActionIsAppliedStartsFromTheStateItSaw() async {
        // Thread B subscribes while thread A is inside the reducer of action 1:
        // its first value is the state B could read then (0), then the change (1).
        let inReducer = DispatchSemaphore(value: 0)
        let subscribed = DispatchSemaphore(value: 0)
        let store = Store<CounterState, CounterAction>(initialState: CounterState()) { state, action in
            counterReducer(&state, action)
            if action == .add(1) {
                inReducer.signal()
                subscribed.wait()
            }
        }
        let values = Recorder<Int>()
        let readByB = Recorder<Int>()
        let tokens = Recorder<SubscriptionToken>()
        let subscriber = Thread {
            inReducer.wait()
            readByB.append(store.state.count)
            tokens.append(store.subscribeSynchronously(select: \.count) { values.append($0) })
            subscribed.signal()
        }
        subscriber.start()
        await onDedicatedThread { store.dispatch(.add(1)) }
        store.dispatch(.increment)
        #expect(readByB.values == [0])
        #expect(values.values == [0, 1, 2])
        tokens.values.forEach { $0.cancel() }
    }

    // Cancelling inside a callback, and from another thread.
    @Test func cancellingInsideACallbackTakesEffectAtOnce() {
        // Without change tracking subscribers run in registration order.
        let store = makeCounterStore()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let secondToken = Recorder<SubscriptionToken>()
        let firstToken = Recorder<SubscriptionToken>()
        firstToken.append(
            store.subscribeSynchronously(select: \.count) { count in
                first.append(count)
                if count == 1 { secondToken.values.first?.cancel() }
                if count == 2 { firstToken.values.first?.cancel() }
            })
        secondToken.append(store.subscribeSynchronously(select: \.count) { second.append($0) })
        for _ in 0..<4 { store.dispatch(.increment) }
        #expect(first.values == [0, 1, 2])
        #expect(second.values == [0])
    }

    @Test func cancellingFromAnotherThreadWhileTheStoreIsBusyStopsDeliveries() async {
        let store = makeCounterStore()
        let values = Recorder<Int>()
        let cancelled = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let token = store.subscribeSynchronously(select: \.count) { count in
            values.append(count)
            if count == 1 {
                // Another thread cancels while this thread is applying action 1.
                started.signal()
                cancelled.wait()
            }
        }
        let canceller = Thread {
            started.wait()
            token.cancel()
            cancelled.signal()
        }
        canceller.start()
        // The handler blocks its thread until the canceller is done.
        await onDedicatedThread {
            store.dispatch(.increment)
            store.dispatch(.increment)
        }
        #expect(values.values == [0, 1])
    }

    // Cancelling twice, or after the store is gone.
    @Test func cancellingTwiceAndAfterTheStoreIsGoneIsHarmless() {
        var store: Store<CounterState, CounterAction>? = makeCounterStore()
        let token = store!.subscribeSynchronously(select: \.count) { _ in }
        token.cancel()
        token.cancel()
        let other = store!.subscribeSynchronously(select: \.count) { _ in }
        store = nil
        other.cancel()
        other.cancel()
        #expect(other.isCancelled)
    }

    // Dispatching to a released store (a command's case: CommandTests.dispatchAfterTheStoreIsGoneIsDropped).
    @Test func dispatchingThroughAWeakReferenceAfterTheStoreIsGoneIsDropped() {
        let kept = Recorder<@Sendable (CounterAction) -> Void>()
        let keepDispatch = Middleware<CounterState, CounterAction>(before: { action, _, dispatch in
            kept.append(dispatch)
            return action
        })
        weak var weakStore: Store<CounterState, CounterAction>?
        var store: Store<CounterState, CounterAction>? = makeCounterStore(middleware: [keepDispatch])
        weakStore = store
        store!.dispatch(.increment)
        store = nil
        #expect(weakStore == nil, "middleware's dispatch does not keep the store alive")
        kept.values.first?(.increment)
        #expect(kept.count == 1, "the dropped action reached no middleware")
    }

    // A reducer that dispatches, or reads `state`.
    @Test func reducerThatDispatchesAndReadsStateNeitherDeadlocksNorRecurses() {
        let reference = StoreReference()
        let seenByReducer = Recorder<Int>()
        let store = Store<CounterState, CounterAction>(initialState: CounterState()) { state, action in
            seenByReducer.append(reference.store?.state.count ?? -1)
            counterReducer(&state, action)
            if action == .add(10) { reference.store?.dispatch(.increment) }
        }
        reference.store = store
        store.dispatch(.add(10))
        #expect(store.state.count == 11)
        // Reading the state from the reducer gives the state before its action.
        #expect(seenByReducer.values == [0, 10])
        reference.store = nil
    }
}

/// Lets a reducer reach the store it belongs to (bad style, defined behaviour).
private final class StoreReference: @unchecked Sendable {
    var store: Store<CounterState, CounterAction>?
}
