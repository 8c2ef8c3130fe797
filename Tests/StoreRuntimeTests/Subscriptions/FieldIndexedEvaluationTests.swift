import StoreRuntime
import Testing

@Suite struct FieldIndexedEvaluationTests {
    @Test func selectorOfAnUnchangedFieldIsNotCalled() {
        let store = makePairStore()
        let selectsOfA = Counter()
        let selectsOfB = Counter()
        let a = store.subscribeSynchronously(
            fields: [.a],
            select: { state -> Int in
                selectsOfA.increment()
                return state.a
            }
        ) { _ in }
        let b = store.subscribeSynchronously(
            fields: [.b],
            select: { state -> Int in
                selectsOfB.increment()
                return state.b
            }
        ) { _ in }
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
        let token = store.subscribeSynchronously(
            fields: [.a, .b],
            select: { state -> Int in
                selects.increment()
                return state.a + state.b
            }
        ) { _ in }
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
        let token = store.subscribeSynchronously(
            fields: [StateField(index: 5)],
            select: { state -> Int in
                selects.increment()
                return state.count
            }
        ) { _ in }
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
        let store = makeWideStore()
        let selectsOf150 = Counter()
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(
            fields: [StateField(index: 150)],
            select: { state -> Int in
                selectsOf150.increment()
                return state.values[150]
            }
        ) { values.append($0) }
        store.dispatch(149)
        store.dispatch(150)
        store.dispatch(199)
        #expect(selectsOf150.value == 2)
        #expect(values.values == [0, 1])
        token.cancel()
    }

    /// One changed field of 64 or more goes straight to its subscribers
    /// (as one below 64 does), but a subscriber of every field still hears
    /// of it, and all of them in the order they subscribed.
    @Test func oneChangedFieldBeyondTheFirstWordRunsItsSubscribersAndThoseOfEveryFieldInOrder() {
        let store = makeWideStore()
        let selected = Recorder<String>()
        func subscribe(_ label: String, to fields: StateFields<Wide>) -> SubscriptionToken {
            store.subscribeSynchronously(
                fields: fields,
                select: { state -> Int in
                    selected.append(label)
                    return state.values[150]
                }
            ) { _ in }
        }
        let tokens = [
            subscribe("150", to: [StateField(index: 150)]),
            subscribe("every field", to: .all),
            subscribe("151", to: [StateField(index: 151)]),
            subscribe("150 again", to: [StateField(index: 150)]),
        ]
        func selectedByDispatching(_ index: Int) -> [String] {
            let before = selected.count
            store.dispatch(index)
            return Array(selected.values.dropFirst(before))
        }
        #expect(selectedByDispatching(150) == ["150", "every field", "150 again"])
        #expect(selectedByDispatching(151) == ["every field", "151"])
        #expect(selectedByDispatching(10) == ["every field"])
        for token in tokens { token.cancel() }
    }

    /// A state that compares in place (as a large generated state does, to
    /// spare two copies per dispatch): the store asks that version. This
    /// probe's by-value version claims every field changed, so a selector of
    /// an unchanged field running would show the store had asked it instead.
    @Test func theStoreReadsStatesInPlaceWhenTheStateCanCompareThere() {
        struct InPlace: TrackedState {
            var a = 0
            var b = 0
            static func changedFields(from old: InPlace, to new: InPlace) -> FieldSet { .all }
            static func changedFields(from old: UnsafePointer<InPlace>, to new: UnsafePointer<InPlace>) -> FieldSet {
                var changed = FieldSet()
                if old.pointee.a != new.pointee.a { changed.insert(0) }
                if old.pointee.b != new.pointee.b { changed.insert(1) }
                return changed
            }
        }
        let store = Store<InPlace, Int>(initialState: InPlace()) { state, value in state.a = value }
        let selectsOfB = Counter()
        let token = store.subscribeSynchronously(
            fields: [StateField(index: 1)],
            select: { state -> Int in
                selectsOfB.increment()
                return state.b
            }
        ) { _ in }
        store.dispatch(1)
        store.dispatch(2)
        #expect(selectsOfB.value == 1)
        #expect(store.state.a == 2)
        token.cancel()
    }
}

/// 200 fields, more than one 64-bit word of indices; each action adds 1 to
/// the field at its index.
private struct Wide: TrackedState {
    var values = [Int](repeating: 0, count: 200)
    static func changedFields(from old: Wide, to new: Wide) -> FieldSet {
        FieldSet(old.values.indices.filter { old.values[$0] != new.values[$0] })
    }
}

private func makeWideStore() -> Store<Wide, Int> {
    Store(initialState: Wide()) { state, index in state.values[index] += 1 }
}
