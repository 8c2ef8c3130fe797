import Foundation

/// The test store's current state, readable from commands on other threads
/// while the test itself advances it.
final class StateBox<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: State

    init(_ state: State) {
        stored = state
    }

    var value: State {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
