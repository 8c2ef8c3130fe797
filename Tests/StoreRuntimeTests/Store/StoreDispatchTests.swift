import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

@Suite struct StoreDispatchTests {
    @Test func appliesActionsInOrder() {
        let store = makePairStore()
        store.dispatch(.addName("x"))
        store.dispatch(.setA(4))
        store.dispatch(.addName("y"))
        #expect(store.state == PairState(a: 4, b: 0, names: ["x", "y"]))
    }

    @Test func eightThreadsOfOneHundredThousandDispatchesLoseNothing() async throws {
        let store = makeCounterStore()
        let deliveries = Counter()
        let lastSeen = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { count in
            deliveries.increment()
            if count % 100_000 == 0 { lastSeen.append(count) }
        }
        await onThreads(8) { _ in
            for _ in 0..<100_000 { store.dispatch(.increment) }
        }
        // What a background drainer still holds is applied before this returns.
        await store.settled()
        #expect(store.state.count == 800_000)
        // The first delivery plus one per action: no change was skipped or repeated.
        #expect(deliveries.value == 800_001)
        #expect(lastSeen.values == [0, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000])
        token.cancel()
    }

    @Test func readingStateFromOtherThreadsNeverSeesAHalfAppliedAction() async {
        // Each action sets both fields to the same value; a reader must never see them differ.
        let store = makePairStore()
        let torn = Counter()
        await onThreads(4) { worker in
            for value in 1...20_000 {
                if worker == 0 {
                    store.dispatch(.setBoth(value))
                } else {
                    let state = store.state
                    if state.a != state.b { torn.increment() }
                }
            }
        }
        #expect(torn.value == 0)
        #expect(store.state.a == 20_000)
        #expect(store.state.b == 20_000)
    }

    @Test func reducibleStateNeedsNoReducerClosure() {
        struct Tally: ReducibleState, Equatable {
            var total = 0
            mutating func reduce(_ action: Int) { total += action }
        }
        let store = Store<Tally, Int>(initialState: Tally())
        store.dispatch(3)
        store.dispatch(4)
        #expect(store.state.total == 7)
    }

    @Test func trackedReducibleStateUsesItsChangedFields() {
        struct Tracked: ReducibleState, TrackedState {
            var a = 0
            var b = 0
            mutating func reduce(_ action: Int) { a += action }
            static func changedFields(from old: Tracked, to new: Tracked) -> FieldSet {
                var set = FieldSet()
                if old.a != new.a { set.insert(0) }
                if old.b != new.b { set.insert(1) }
                return set
            }
        }
        let store = Store<Tracked, Int>(initialState: Tracked())
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
        #expect(store.state.a == 3)
        #expect(selectsOfB.value == 1)
        token.cancel()
    }

    @Test func designatedInitialiserUsesTheGivenChangeDetector() {
        let calls = Counter()
        let store = Store<CounterState, CounterAction>(
            initialState: CounterState(),
            changes: { old, new in
                calls.increment()
                return old == new ? FieldSet() : [0]
            },
            reducer: counterReducer
        )
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(fields: [.count], select: \.count) { values.append($0) }
        store.dispatch(.add(0))
        store.dispatch(.add(2))
        #expect(calls.value == 2)
        #expect(values.values == [0, 2])
        token.cancel()
    }

    @Test func anotherThreadReadingStateWhileAChangeIsDeliveredSeesThatChange() async {
        // The subscriber holds the applying thread inside its delivery while
        // another thread reads the state: it must already include the change.
        let store = makeCounterStore()
        let readElsewhere = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { count in
            guard count > 0 else { return }
            let read = DispatchSemaphore(value: 0)
            Thread {
                readElsewhere.append(store.state.count)
                read.signal()
            }.start()
            read.wait()
        }
        await onDedicatedThread {
            store.dispatch(.increment)
            store.dispatch(.increment)
        }
        #expect(readElsewhere.values == [1, 2])
        token.cancel()
    }
}
