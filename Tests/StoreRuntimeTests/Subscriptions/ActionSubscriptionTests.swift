import Foundation
import StoreRuntime
import Testing

@MainActor
private final class EventLog {
    var amounts: [Int] = []
}

@Suite(.timeLimit(.minutes(1))) struct ActionSubscriptionTests {
    @MainActor @Test func mainActorSubscriberReceivesFilteredActions() {
        let store = makeCounterStore()
        let log = EventLog()
        let token = store.subscribe(actions: { action -> Int? in
            if case .add(let amount) = action { return amount }
            return nil
        }) { log.amounts.append($0) }
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.increment)
        store.dispatch(.add(-2))
        #expect(log.amounts == [5, -2])
        token.cancel()
        store.dispatch(.add(7))
        #expect(log.amounts == [5, -2])
    }

    @Test func backgroundSubscriberReceivesEveryActionInOrder() async throws {
        let store = makeCounterStore()
        let received = Recorder<CounterAction>()
        let token = store.subscribe(actions: { $0 }, on: .background) { received.append($0) }
        for amount in 1...300 { store.dispatch(.add(amount)) }
        try await waitUntil("300 actions") { received.count == 300 }
        #expect(received.values == (1...300).map { CounterAction.add($0) })
        token.cancel()
    }

    @Test func actionsDroppedByMiddlewareAreNotSeen() async throws {
        let dropIncrements = Middleware<CounterState, CounterAction>(before: { action, _, _ in
            action == .increment ? nil : action
        })
        let store = makeCounterStore(middleware: [dropIncrements])
        let received = Recorder<CounterAction>()
        let queue = DispatchQueue(label: "ActionSubscriptionTests")
        let token = store.subscribe(actions: { $0 }, on: .queue(queue)) { received.append($0) }
        store.dispatch(.increment)
        store.dispatch(.add(2))
        queue.sync {}
        #expect(received.values == [.add(2)])
        #expect(store.state.count == 2)
        token.cancel()
    }

    @Test func actionSubscriberSeesTheStateTheActionProduced() async throws {
        let store = makeCounterStore()
        let seen = Recorder<Int>()
        let token = store.subscribe(actions: { _ in store.state.count }, on: .background) { seen.append($0) }
        store.dispatch(.add(3))
        store.dispatch(.add(4))
        try await waitUntil("2 events") { seen.count == 2 }
        #expect(seen.values == [3, 7])
        token.cancel()
    }
}
