import StoreRuntime

extension CounterState: CounterReducer {
    mutating func increment() { count += 1 }
    mutating func add(amount: Int) { count += amount }
}
