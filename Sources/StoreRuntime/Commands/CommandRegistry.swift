/// The commands a root store has running, so that releasing the store
/// cancels them (a timer loop must not outlive the store it feeds).
@usableFromInline
final class CommandRegistry: @unchecked Sendable {
    private let lock = Lock()
    private var running: [UInt64: Task<Void, Never>] = [:]
    private var finishedBeforeRegistered: Set<UInt64> = []
    private var nextID: UInt64 = 0
    private var isClosed = false

    @usableFromInline init() {}

    func makeID() -> UInt64 {
        lock.withLock {
            nextID += 1
            return nextID
        }
    }

    func register(_ id: UInt64, _ task: Task<Void, Never>) {
        let cancelNow: Bool = lock.withLock {
            if isClosed { return true }
            if finishedBeforeRegistered.remove(id) == nil { running[id] = task }
            return false
        }
        if cancelNow { task.cancel() }
    }

    func finished(_ id: UInt64) {
        lock.withLock {
            if running.removeValue(forKey: id) == nil { finishedBeforeRegistered.insert(id) }
        }
    }

    var count: Int { lock.withLock { running.count } }

    func cancelAll() {
        let tasks: [Task<Void, Never>] = lock.withLock {
            isClosed = true
            defer { running = [:] }
            return Array(running.values)
        }
        for task in tasks { task.cancel() }
    }
}
