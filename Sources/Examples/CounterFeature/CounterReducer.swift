import StoreRuntime

// The feature's reducers, one per action of Counter.store.yaml. Public
// because the schema is: the app's generated reducer calls them.
extension CounterState: CounterReducer {
    public mutating func increment() { count += step }
    public mutating func decrement() { count -= step }
    public mutating func setStep(step: Int) { self.step = max(1, step) }
    public mutating func reset() { count = 0 }
}
