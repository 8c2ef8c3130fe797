import Foundation
import StoreGenTestSupport
import Testing
import StoreRuntime

@Suite struct SubscriptionLifecycleTests {
    @Test func firstDeliveryIsTheCurrentValue() {
        let store = makeCounterStore()
        store.dispatch(.add(41))
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { values.append($0) }
        #expect(values.values == [41])
        token.cancel()
    }

    @Test func cancelledSubscriptionGetsNothingMore() {
        let store = makeCounterStore()
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { values.append($0) }
        store.dispatch(.increment)
        token.cancel()
        store.dispatch(.increment)
        #expect(values.values == [0, 1])
        #expect(token.isCancelled)
    }

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

    @Test func subscribingInsideACallbackDeliversTheCurrentValueBeforeTheNextAction() {
        let store = makeCounterStore()
        let events = Recorder<String>()
        let inner = Recorder<SubscriptionToken>()
        let outer = store.subscribeSynchronously(select: \.count) { count in
            events.append("outer \(count)")
            if count == 1 {
                inner.append(store.subscribeSynchronously(select: \.count) { events.append("inner \($0)") })
                events.append("subscribed")
            }
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(events.values == ["outer 0", "outer 1", "subscribed", "inner 1", "outer 2", "inner 2"])
        outer.cancel()
        inner.values.forEach { $0.cancel() }
    }

    @Test func cancellingInsideACallbackTakesEffectAtOnce() {
        // Without change tracking subscribers run in registration order.
        let store = makeCounterStore()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let secondToken = Recorder<SubscriptionToken>()
        let firstToken = Recorder<SubscriptionToken>()
        firstToken.append(store.subscribeSynchronously(select: \.count) { count in
            first.append(count)
            if count == 1 { secondToken.values.first?.cancel() }
            if count == 2 { firstToken.values.first?.cancel() }
        })
        secondToken.append(store.subscribeSynchronously(select: \.count) { second.append($0) })
        for _ in 0..<4 { store.dispatch(.increment) }
        #expect(first.values == [0, 1, 2])
        #expect(second.values == [0])
    }

    @Test func tokensCanBeKeptInASet() {
        let store = makeCounterStore()
        let values = Recorder<Int>()
        var tokens = Set<SubscriptionToken>()
        store.subscribeSynchronously(select: \.count) { values.append($0) }.store(in: &tokens)
        store.dispatch(.increment)
        tokens.removeAll()
        store.dispatch(.increment)
        #expect(values.values == [0, 1])
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
}
