import Foundation

/// The commands a `TestStore` started, so `finish()` can wait for them and a
/// released test store cancels what is still running.
final class RunningCommands: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Int: (task: Task<Void, Never>, onCancel: @Sendable () -> Void)] = [:]
    private var nextID = 0

    /// Starts `operation` (waiting for the work) in a task that unregisters
    /// itself when done; `onCancel` stops the work itself.
    func start(onCancel: @escaping @Sendable () -> Void, _ operation: @escaping @Sendable () async -> Void) {
        lock.lock()
        let id = nextID
        nextID += 1
        // Registered under the lock before the task can finish and unregister.
        let task = Task { [weak self] in
            await operation()
            self?.finished(id)
        }
        tasks[id] = (task, onCancel)
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return tasks.count
    }

    func cancelAll() {
        lock.lock()
        let running = Array(tasks.values)
        tasks.removeAll()
        lock.unlock()
        for entry in running {
            entry.onCancel()
            entry.task.cancel()
        }
    }

    private func finished(_ id: Int) {
        lock.lock()
        tasks[id] = nil
        lock.unlock()
    }
}
