/// App-side reducers of `ReferenceDefinitions`' stores, for the tests that
/// compile generated code into a program and run it.
enum ReferenceReducers {
    /// `increment` and `add(amount:)` change the count.
    static let counter = """
        import StoreRuntime
        extension CounterState: CounterReducer {
            public mutating func increment() { count += 1 }
            public mutating func add(amount: Int) { count += amount }
        }
        """

    /// `addProject` keeps the name in `draftName`, `setFilter` and `reset`
    /// do what they say; the activity actions change nothing.
    static let timeTracker = """
        import Foundation
        import StoreRuntime
        extension TimeTrackerState: TimeTrackerReducer {
            public mutating func addProject(name: String) { draftName = name }
            public mutating func startActivity(project: UUID, name: String, at: Date) {}
            public mutating func stopActivity(project: UUID, at: Date) {}
            public mutating func setFilter(filter: Filter) { self.filter = filter }
            public mutating func reset() { self = TimeTrackerState() }
        }
        """
}
