import Foundation
import StoreRuntime
import Testing

@Suite(.timeLimit(.minutes(1))) struct BackgroundDeliveryTests {
    @Test func deliversInOrderOffTheMainThread() async throws {
        let store = makeCounterStore()
        let values = Recorder<Int>()
        let onMain = Counter()
        let token = store.subscribe(select: \.count, on: .background) { count in
            if isOnMainQueue() { onMain.increment() }
            values.append(count)
        }
        await onThreads(2) { _ in
            for _ in 0..<1_000 { store.dispatch(.increment) }
        }
        try await waitUntil("2000 values") { values.values.last == 2_000 }
        #expect(values.values.elementsEqual(0...2_000))
        #expect(onMain.value == 0)
        token.cancel()
    }

    @Test func deliversOnTheGivenQueue() async throws {
        let queue = DispatchQueue(label: "BackgroundDeliveryTests.queue")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 42)
        let store = makePairStore()
        let onQueue = Recorder<Bool>()
        let token = store.subscribe(fields: [.a], select: \.a, on: .queue(queue)) { _ in
            onQueue.append(DispatchQueue.getSpecific(key: key) == 42)
        }
        store.dispatch(.setA(1))
        store.dispatch(.setB(1))
        store.dispatch(.setA(2))
        await settled(store, deliveredOn: queue)
        #expect(onQueue.values == [true, true, true])
        token.cancel()
    }

    @Test func cancellingDropsValuesNotYetDelivered() async throws {
        let store = makeCounterStore()
        let queue = DispatchQueue(label: "BackgroundDeliveryTests.blocked")
        let gate = DispatchSemaphore(value: 0)
        let values = Recorder<Int>()
        queue.async { gate.wait() }
        let token = store.subscribe(select: \.count, on: .queue(queue)) { values.append($0) }
        for _ in 0..<10 { store.dispatch(.increment) }
        token.cancel()
        gate.signal()
        // The queue is serial: once this runs, every delivery queued before it has run.
        await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in queue.async { drained.resume() }
        }
        #expect(values.values == [])
    }

    @Test func anOwnerIsHeldWeaklyAndItsSubscriptionPrunedWhenGone() async throws {
        final class Indexer: @unchecked Sendable {
            let seen = Recorder<Int>()
        }
        let store = makeCounterStore()
        let queue = DispatchQueue(label: "BackgroundDeliveryTests.owner")
        let selects = Counter()
        weak var weakIndexer: Indexer?
        let seen: Recorder<Int>
        do {
            let indexer = Indexer()
            weakIndexer = indexer
            seen = indexer.seen
            store.subscribe(
                indexer,
                select: { state -> Int in
                    selects.increment()
                    return state.count
                }, on: .queue(queue)
            ) { indexer, count in indexer.seen.append(count) }
            store.dispatch(.increment)
            await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
                queue.async { drained.resume() }
            }
        }
        #expect(seen.values == [0, 1])
        #expect(weakIndexer == nil, "the store must not keep the owner alive")
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(selects.value == 2, "no selector runs once the owner is gone")
    }
}
