import Foundation

/// The effects a `TestStore` started, so `finish()` can wait for them and a
/// released test store cancels what is still running.
final class RunningEffects: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Starts `operation` in a task that unregisters itself when done.
    func start(_ operation: @escaping @Sendable () async -> Void) {
        lock.lock()
        let id = nextID
        nextID += 1
        // Registered under the lock before the task can finish and unregister.
        tasks[id] = Task { [weak self] in
            await operation()
            self?.finished(id)
        }
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
        for task in running { task.cancel() }
    }

    private func finished(_ id: Int) {
        lock.lock()
        tasks[id] = nil
        lock.unlock()
    }
}
