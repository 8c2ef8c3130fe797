import Foundation

/// Actions that code under test sent (effects, commands, callbacks), each
/// already applied when it was sent, with the states around it, in the order
/// they were applied: what `receive` asserts. Filled from any thread.
final class ReceivedActions<State: Sendable, Action: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [AppliedAction<State, Action>] = []

    func append(_ applied: AppliedAction<State, Action>) {
        lock.withLock { queue.append(applied) }
    }

    func removeFirst() -> AppliedAction<State, Action>? {
        lock.withLock { queue.isEmpty ? nil : queue.removeFirst() }
    }

    /// Removes and returns the first `count` actions.
    func removeFirst(_ count: Int) -> [AppliedAction<State, Action>] {
        lock.withLock {
            defer { queue.removeFirst(count) }
            return Array(queue.prefix(count))
        }
    }

    @discardableResult
    func removeAll() -> [AppliedAction<State, Action>] {
        lock.withLock {
            defer { queue.removeAll() }
            return queue
        }
    }

    var pending: [AppliedAction<State, Action>] {
        lock.withLock { queue }
    }

    var isEmpty: Bool { lock.withLock { queue.isEmpty } }
}
