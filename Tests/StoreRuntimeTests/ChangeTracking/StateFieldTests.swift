import StoreRuntime
import Testing

/// Named fields stand for their indices in the untyped subscription APIs.
@Suite struct StateFieldTests {
    @Test func namedFieldsAreTheirIndices() {
        #expect(([.a, .b] as StateFields<PairState>).indices == [0, 1])
        #expect(([] as StateFields<PairState>).indices == FieldSet())
        #expect(StateFields<PairState>.all.indices == .all)
    }

    @Test func aSubscriptionOverNamedFieldsRunsOnlyWhenOneChanged() {
        let store = makePairStore()
        let selects = Counter()
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(
            fields: [.a],
            select: { state -> Int in
                selects.increment()
                return state.a + state.b
            }
        ) { values.append($0) }
        store.dispatch(.setB(5))
        store.dispatch(.setA(1))
        #expect(selects.value == 2, "the initial value and the change of `a`, not that of `b`")
        #expect(values.values == [0, 6])
        token.cancel()
    }
}
