import StoreRuntime
import Testing

@Suite struct AsyncValuesTests {
    @Test func streamStartsWithTheCurrentValueThenEachChange() async {
        let store = makeCounterStore()
        store.dispatch(.add(10))
        let stream = store.values(select: \.count)
        store.dispatch(.increment)
        store.dispatch(.add(0))
        store.dispatch(.increment)
        var received: [Int] = []
        for await value in stream {
            received.append(value)
            if received.count == 3 { break }
        }
        #expect(received == [10, 11, 12])
    }

    @Test func valuesDispatchedWhileIteratingArriveInOrder() async {
        let store = makeCounterStore()
        let stream = store.values(select: \.count)
        let producer = Task.detached {
            for _ in 0..<500 { store.dispatch(.increment) }
        }
        var received: [Int] = []
        for await value in stream {
            received.append(value)
            if value == 500 { break }
        }
        await producer.value
        #expect(received.elementsEqual(0...500))
    }

    @Test func subscriptionEndsWhenTheConsumerStops() async {
        let store = makePairStore()
        let selects = Counter()
        do {
            let stream = store.values(
                fields: [.a],
                select: { state -> Int in
                    selects.increment()
                    return state.a
                })
            store.dispatch(.setA(1))
            for await value in stream where value == 1 { break }
        }
        #expect(selects.value == 2)
        store.dispatch(.setA(2))
        store.dispatch(.setA(3))
        #expect(selects.value == 2)
    }

    @Test func streamFinishesWhenTheStoreIsReleased() async {
        var store: Store<CounterState, CounterAction>? = makeCounterStore()
        let stream = store!.values(select: \.count)
        store!.dispatch(.increment)
        store = nil
        var received: [Int] = []
        for await value in stream { received.append(value) }
        #expect(received == [0, 1])
    }
}
