import Foundation
import StoreRuntime
import Testing

/// How deeply callbacks nest and how deep the stack is when they run.
private final class DepthProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var nesting = 0
    private(set) var deepestNesting = 0
    private(set) var stackDepths: [Int] = []

    func enter(sampleStack: Bool) {
        lock.lock()
        nesting += 1
        deepestNesting = max(deepestNesting, nesting)
        lock.unlock()
        if sampleStack {
            let depth = Thread.callStackSymbols.count
            lock.lock()
            stackDepths.append(depth)
            lock.unlock()
        }
    }

    func leave() {
        lock.lock()
        nesting -= 1
        lock.unlock()
    }
}

@Suite(.timeLimit(.minutes(1))) struct ReentrancyTests {
    @Test func subscriberDispatchingOnEveryChangeTenThousandDeep() async throws {
        let store = makeCounterStore()
        let probe = DepthProbe()
        let seenByDispatcher = Recorder<Int>()
        let seenByWatcher = Recorder<Int>()
        let dispatcher = store.subscribeSynchronously(select: \.count) { count in
            // Sampled past the first dispatch's budget: all of those are
            // applied by the same background drain loop.
            probe.enter(sampleStack: count == 100 || count == 5_000 || count == 10_000)
            defer { probe.leave() }
            seenByDispatcher.append(count)
            // The first delivery (at subscription) is 0; the chain starts with the test's dispatch.
            if count > 0 && count < 10_000 { store.dispatch(.increment) }
        }
        let watcher = store.subscribeSynchronously(select: \.count) { seenByWatcher.append($0) }
        store.dispatch(.increment)

        await settle(store) { store.state.count == 10_000 }
        #expect(store.state.count == 10_000)
        #expect(seenByDispatcher.values.elementsEqual(0...10_000))
        #expect(seenByWatcher.values.elementsEqual(0...10_000))
        // Each nested dispatch was queued, not applied inside the callback.
        #expect(probe.deepestNesting == 1)
        #expect(probe.stackDepths.count == 3)
        #expect(Set(probe.stackDepths).count == 1, "stack depths \(probe.stackDepths)")
        dispatcher.cancel()
        watcher.cancel()
    }

    @Test func queuedDispatchesKeepFifoOrder() {
        let store = makePairStore()
        let applied = Recorder<PairAction>()
        let token = store.subscribe(actions: { $0 }, on: .queue(DispatchQueue(label: "test"))) { applied.append($0) }
        let chain = store.subscribeSynchronously(fields: [.a], select: \.a) { a in
            // Two dispatches from one callback: both queued, applied in order.
            if a == 1 {
                store.dispatch(.addName("first"))
                store.dispatch(.addName("second"))
            }
        }
        store.dispatch(.setA(1))
        store.dispatch(.addName("third"))
        #expect(store.state.names == ["first", "second", "third"])
        chain.cancel()
        token.cancel()
    }

    @Test func middlewareAndObserversCanDispatchWithoutRecursion() async throws {
        let probe = DepthProbe()
        let echo = Middleware<CounterState, CounterAction>(before: { action, state, dispatch in
            probe.enter(sampleStack: false)
            defer { probe.leave() }
            if case .add(let amount) = action, amount > 1 { dispatch(.add(amount - 1)) }
            return action
        })
        let store = makeCounterStore(middleware: [echo])
        store.dispatch(.add(100))
        await settle(store) { store.state.count == (1...100).reduce(0, +) }
        #expect(probe.deepestNesting == 1)
    }
}
