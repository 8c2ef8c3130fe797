import Testing
import StoreRuntime

extension StateField where State == PairState {
    static let a = StateField<PairState>(index: 0)
    static let b = StateField<PairState>(index: 1)
}

/// Named fields stand for their indices in the untyped subscription APIs.
@Suite struct StateFieldTests {
    @Test func namedFieldsAreTheirIndices() {
        #expect(FieldSet([StateField<PairState>.a, .b]) == [0, 1])
        #expect(FieldSet([StateField<PairState>]()) == FieldSet())
    }

    @Test func aSubscriptionOverNamedFieldsRunsOnlyWhenOneChanged() {
        let store = makePairStore()
        let selects = Counter()
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(fields: [StateField<PairState>.a], select: { state -> Int in
            selects.increment()
            return state.a + state.b
        }) { values.append($0) }
        store.dispatch(.setB(5))
        store.dispatch(.setA(1))
        #expect(selects.value == 2, "the initial value and the change of `a`, not that of `b`")
        #expect(values.values == [0, 6])
        token.cancel()
    }
}
