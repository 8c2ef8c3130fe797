import Foundation
import StoreRuntime
import Testing

private final class Witness: @unchecked Sendable {
    let lock = NSLock()
    var calls = 0
    func called() {
        lock.lock()
        calls += 1
        lock.unlock()
    }
}

@Suite struct WeakReferenceTests {
    @Test func storeIsFreedWhileItsTokensLive() {
        weak var weakStore: Store<CounterState, CounterAction>?
        var token: SubscriptionToken?
        do {
            let store = makeCounterStore()
            weakStore = store
            token = store.subscribeSynchronously(select: \.count) { _ in }
            _ = store.subscribe(select: \.count) { @MainActor _ in }
            store.dispatch(.increment)
        }
        #expect(weakStore == nil)
        token?.cancel()
    }

    @Test func releasingTheTokenCancelsAndFreesTheHandler() {
        let store = makeCounterStore()
        let calls = Counter()
        weak var weakWitness: Witness?
        var token: SubscriptionToken?
        do {
            let witness = Witness()
            weakWitness = witness
            token = store.subscribeSynchronously(select: \.count) { _ in
                witness.called()
                calls.increment()
            }
        }
        store.dispatch(.increment)
        #expect(calls.value == 2)
        #expect(weakWitness != nil)
        #expect(token != nil)
        token = nil
        #expect(weakWitness == nil)
        store.dispatch(.increment)
        #expect(calls.value == 2)
    }

    @Test func cancelledTokenNoLongerKeepsTheHandlerAlive() {
        let store = makeCounterStore()
        weak var weakWitness: Witness?
        let token: SubscriptionToken
        do {
            let witness = Witness()
            weakWitness = witness
            token = store.subscribeSynchronously(select: \.count) { _ in witness.called() }
        }
        #expect(weakWitness != nil)
        token.cancel()
        #expect(weakWitness == nil)
    }

    @Test func tokenIsFreedWhenReleased() {
        let store = makeCounterStore()
        weak var weakToken: SubscriptionToken?
        do {
            let token = store.subscribeSynchronously(select: \.count) { _ in }
            weakToken = token
        }
        #expect(weakToken == nil)
        store.dispatch(.increment)
    }

    @Test func storeWithMiddlewareIsFreed() {
        weak var weakStore: Store<CounterState, CounterAction>?
        do {
            let passThrough = Middleware<CounterState, CounterAction>(before: { action, _, _ in action })
            let store = makeCounterStore(middleware: [passThrough])
            weakStore = store
            store.dispatch(.increment)
        }
        #expect(weakStore == nil)
    }
}
