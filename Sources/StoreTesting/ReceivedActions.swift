import Foundation

/// Actions dispatched to a `TestStore` by code under test (commands, timers,
/// callbacks), in arrival order, waiting to be asserted with `receive`.
/// Filled from any thread.
final class ReceivedActions<Action: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [Action] = []

    func append(_ action: Action) {
        lock.lock()
        queue.append(action)
        lock.unlock()
    }

    /// Removes and returns the actions up to and including the first one that
    /// matches, or nil (removing nothing) if none matches yet.
    func removeThroughFirst(where matches: (Action) -> Bool) -> (skipped: [Action], match: Action)? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = queue.firstIndex(where: matches) else { return nil }
        let skipped = Array(queue[..<index])
        let match = queue[index]
        queue.removeFirst(index + 1)
        return (skipped, match)
    }

    func removeFirst() -> Action? {
        lock.lock()
        defer { lock.unlock() }
        return queue.isEmpty ? nil : queue.removeFirst()
    }

    func removeAll() -> [Action] {
        lock.lock()
        defer { lock.unlock() }
        defer { queue.removeAll() }
        return queue
    }

    var pending: [Action] {
        lock.lock()
        defer { lock.unlock() }
        return queue
    }
}
