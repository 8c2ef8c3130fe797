// The reducers of the CommandCounter store, scaffolded by `storegen stubs` and
// then filled in. They stay pure: limits, delays and failures are the
// commands' business, and reach the state only as actions.

import StoreRuntime

extension CommandCounterState: CommandCounterReducer {
    mutating func increment() {
        count += 1
        lastError = nil
    }

    mutating func decrement() {
        count -= 1
        lastError = nil
    }

    mutating func reset() {
        count = 0
        lastError = nil
    }

    mutating func fetchStarted() {
        loading = true
        lastError = nil
    }

    mutating func fetchFinished(count: Int) {
        self.count = count
        loading = false
    }

    mutating func errorOccurred(message: String) {
        lastError = message
        loading = false
    }
}
