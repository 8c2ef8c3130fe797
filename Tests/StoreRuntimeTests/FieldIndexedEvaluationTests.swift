import Testing
import StoreRuntime

@Suite struct FieldIndexedEvaluationTests {
    @Test func selectorOfAnUnchangedFieldIsNotCalled() {
        let store = makePairStore()
        let selectsOfA = Counter()
        let selectsOfB = Counter()
        let a = store.subscribeSynchronously(fields: [.a], select: { state -> Int in
            selectsOfA.increment()
            return state.a
        }) { _ in }
        let b = store.subscribeSynchronously(fields: [.b], select: { state -> Int in
            selectsOfB.increment()
            return state.b
        }) { _ in }
        #expect(selectsOfA.value == 1)
        #expect(selectsOfB.value == 1)

        store.dispatch(.setB(1))
        store.dispatch(.setB(2))
        store.dispatch(.addName("n"))
        #expect(selectsOfA.value == 1)
        #expect(selectsOfB.value == 3)

        store.dispatch(.setA(1))
        #expect(selectsOfA.value == 2)
        #expect(selectsOfB.value == 3)
        a.cancel()
        b.cancel()
    }

    @Test func aSubscriberOfSeveralChangedFieldsIsEvaluatedOnce() {
        let store = makePairStore()
        let selects = Counter()
        let token = store.subscribeSynchronously(fields: [.a, .b], select: { state -> Int in
            selects.increment()
            return state.a + state.b
        }) { _ in }
        store.dispatch(.setBoth(5))
        #expect(selects.value == 2)
        token.cancel()
    }

    @Test func actionThatChangesNothingEvaluatesNothing() {
        let store = makePairStore()
        let selects = Counter()
        let token = store.subscribeSynchronously(select: { state -> Int in
            selects.increment()
            return state.a
        }) { _ in }
        store.dispatch(.setA(0))
        #expect(selects.value == 1)
        store.dispatch(.setB(1))
        #expect(selects.value == 2, "fields: .all runs after any change")
        token.cancel()
    }

    @Test func withoutTrackingEverySelectorRuns() {
        let store = makeCounterStore()
        let selects = Counter()
        let token = store.subscribeSynchronously(fields: [StateField(index: 5)], select: { state -> Int in
            selects.increment()
            return state.count
        }) { _ in }
        store.dispatch(.add(0))
        store.dispatch(.add(0))
        #expect(selects.value == 3)
        token.cancel()
    }

    @Test func onlyChangedValuesAreDelivered() {
        let store = makePairStore()
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(fields: [.a, .b], select: { $0.a > 2 ? 1 : 0 }) { values.append($0) }
        for value in 1...5 { store.dispatch(.setA(value)) }
        store.dispatch(.setB(9))
        store.dispatch(.setA(0))
        #expect(values.values == [0, 1, 0])
        token.cancel()
    }

    @Test func fieldsBeyondTheFirstWordAreIndexed() {
        struct Wide: TrackedState {
            var values = [Int](repeating: 0, count: 200)
            static func changedFields(from old: Wide, to new: Wide) -> FieldSet {
                FieldSet(old.values.indices.filter { old.values[$0] != new.values[$0] })
            }
        }
        let store = Store<Wide, Int>(initialState: Wide()) { state, index in state.values[index] += 1 }
        let selectsOf150 = Counter()
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(fields: [StateField(index: 150)], select: { state -> Int in
            selectsOf150.increment()
            return state.values[150]
        }) { values.append($0) }
        store.dispatch(149)
        store.dispatch(150)
        store.dispatch(199)
        #expect(selectsOf150.value == 2)
        #expect(values.values == [0, 1])
        token.cancel()
    }
}
