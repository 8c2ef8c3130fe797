import StoreRuntime

// The app's own reducer: one method per action of Counter.store.yaml. A new
// action in the schema is a compile error here until it is handled.
extension CounterState: CounterReducer {
    mutating func increment() { count += step }
    mutating func decrement() { count -= step }
    mutating func add(amount: Int) { count += amount }
    mutating func setStep(step: Int) { self.step = step }
    mutating func reset() { count = 0 }
}
