import Foundation
import StoreRuntime
import Testing

@MainActor
private final class MainLog {
    var values: [Int] = []
    var offMainCalls = 0
}

@MainActor
private final class ViewModel {
    var seen: [Int] = []
    let canary: Canary
    init(canary: Canary) { self.canary = canary }
}

final class Canary: Sendable {}

@Suite @MainActor struct MainActorDeliveryTests {
    @Test func deliversSynchronouslyWhenDispatchedOnTheMainThread() {
        let store = makeCounterStore()
        let log = MainLog()
        let token = store.subscribe(select: \.count) { log.values.append($0) }
        #expect(log.values == [0])
        store.dispatch(.increment)
        store.dispatch(.add(0))
        store.dispatch(.add(2))
        #expect(log.values == [0, 1, 3])
        token.cancel()
    }

    @Test func dispatchesFromAnotherThreadArriveOnMainInOrder() async throws {
        let store = makeCounterStore()
        let log = MainLog()
        let token = store.subscribe(select: \.count) { count in
            if !isOnMainQueue() { log.offMainCalls += 1 }
            log.values.append(count)
        }
        await startThreads(1) { _ in for _ in 0..<1_000 { store.dispatch(.increment) } }.finished()
        await settled(store, deliveredOn: .main)
        #expect(log.values.elementsEqual(0...1_000))
        #expect(log.offMainCalls == 0)
        token.cancel()
    }

    @Test func mainAndBackgroundDispatchesInterleavedStayInOrder() async throws {
        let store = makeCounterStore()
        let log = MainLog()
        let token = store.subscribe(select: \.count) { log.values.append($0) }
        let worker = startThreads(1) { _ in for _ in 0..<5_000 { store.dispatch(.increment) } }
        for round in 0..<5_000 {
            store.dispatch(.increment)
            if round % 50 == 0 { await Task.yield() }
        }
        await worker.finished()
        await settled(store, deliveredOn: .main)
        #expect(log.values.elementsEqual(0...10_000))
        token.cancel()
    }

    @Test func cancellingOnMainDropsValuesStillQueuedForMain() async throws {
        let store = makeCounterStore()
        let log = MainLog()
        let token = store.subscribe(select: \.count) { log.values.append($0) }
        // The main thread does not yield while the worker dispatches, so every
        // value waits for the main queue when the token is cancelled. (This
        // blocks the main thread for 100 dispatches, not a cooperative-pool thread.)
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            for _ in 0..<100 { store.dispatch(.increment) }
            done.signal()
        }
        worker.start()
        done.wait()
        token.cancel()
        // The main queue is serial: once this runs, every value queued for
        // main before the cancel has had its turn.
        await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { drained.resume() }
        }
        #expect(log.values == [0])
        #expect(store.state.count == 100)
    }

    @Test func objectSubscriberIsHeldWeaklyAndPrunedWhenGone() async throws {
        let store = makeCounterStore()
        let selects = Counter()
        weak var weakModel: ViewModel?
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            let model = ViewModel(canary: canary)
            weakModel = model
            store.subscribe(
                model,
                select: { state -> Int in
                    selects.increment()
                    return state.count
                }
            ) { model, count in model.seen.append(count) }
            store.dispatch(.increment)
            #expect(model.seen == [0, 1])
        }
        #expect(weakModel == nil, "the store must not keep the owner alive")
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(selects.value == 2, "no selector runs once the owner is gone")
        #expect(weakCanary == nil, "the pruned subscription released its handler")
    }
}

@Suite struct MainActorSubscriptionFromOtherThreadsTests {
    @Test func subscribingOffMainDeliversTheFirstValueOnMain() async throws {
        let store = makeCounterStore()
        store.dispatch(.add(7))
        let values = Recorder<Int>()
        let offMain = Counter()
        let token = await Task.detached {
            store.subscribe(select: \.count) { count in
                if !isOnMainQueue() { offMain.increment() }
                values.append(count)
            }
        }.value
        await settled(store, deliveredOn: .main)
        #expect(values.values == [7], "the first value arrives on main")
        store.dispatch(.increment)
        await settled(store, deliveredOn: .main)
        #expect(values.values == [7, 8])
        #expect(offMain.value == 0)
        token.cancel()
    }
}
