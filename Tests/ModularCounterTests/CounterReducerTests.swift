import CounterFeature
import StoreTesting
import Testing

/// Every action of CounterFeature's Counter.store.yaml.
@Suite struct CounterReducerTests {
    @Test func incrementAndDecrementMoveByTheStep() {
        let store = TestStore(initialState: CounterState())

        store.send(.increment) { $0.count = 1 }
        store.send(.setStep(step: 5)) { $0.step = 5 }
        store.send(.increment) { $0.count = 6 }
        store.send(.decrement) { $0.count = 1 }
        store.send(.decrement) { $0.count = -4 }
    }

    @Test func aStepBelowOneCountsAsOne() {
        let store = TestStore(initialState: CounterState(count: 0, step: 3))

        store.send(.setStep(step: 0)) { $0.step = 1 }
        store.send(.setStep(step: -7))
    }

    @Test func resetKeepsTheStep() {
        let store = TestStore(initialState: CounterState(count: 12, step: 4))

        store.send(.reset) { $0.count = 0 }
        store.send(.reset)
    }
}
