/// The commands and effects a root store has running, so that releasing the
/// store cancels them (a timer loop must not outlive the store it feeds), and
/// effects started with an identity can be cancelled by it.
@usableFromInline
final class CommandRegistry: @unchecked Sendable {
    private let lock = Lock()
    /// Each running task, with the effect identities it was started under
    /// (its own, and those of the children owning it).
    private var running: [UInt64: (task: Task<Void, Never>, identities: [EffectID])] = [:]
    private var finishedBeforeRegistered: Set<UInt64> = []
    /// The running tasks started under each effect identity.
    private var identified: [EffectID: Set<UInt64>] = [:]
    private var nextID: UInt64 = 0
    private var isClosed = false
    /// Callers of `waitUntilIdle`, each resumed once no task runs (or when
    /// its task is cancelled).
    private var idleWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]

    /// Where the tasks run: a `TaskExecutor` for a `TestStore` (which runs
    /// their jobs itself, so it knows when every task of every effect is
    /// suspended), `nil` for the global pool. Typed loosely because
    /// `TaskExecutor` is newer than the oldest platforms StoreRuntime supports.
    private let executor: (any Sendable)?

    @usableFromInline init() {
        executor = nil
    }

    /// A registry whose tasks (and their child tasks) prefer `executor`, each
    /// marked with `RunningTask.id`.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    package init(executor: any TaskExecutor) {
        self.executor = executor
    }

    /// Runs `work` as a task recorded here (under each of `identities`) until it ends: the one way commands
    /// and effects start. What it
    /// throws, other than `CancellationError` (cancelling is not a failure),
    /// goes to `failed`, which runs in the task.
    @discardableResult
    func start(
        identities: [EffectID] = [],
        _ work: @escaping @Sendable () async throws -> Void,
        failed: @escaping @Sendable (any Error) -> Void
    ) -> Task<Void, Never> {
        startTask(identities: identities, work, failed: failed).task
    }

    /// `start`, also returning the id it gave the task (see `RunningTask`).
    func startTask(
        identities: [EffectID] = [],
        _ work: @escaping @Sendable () async throws -> Void,
        failed: @escaping @Sendable (any Error) -> Void
    ) -> (id: UInt64, task: Task<Void, Never>) {
        let id = makeID()
        let body: @Sendable () async -> Void = { [self] in
            defer { finished(id) }
            do {
                try await work()
            } catch is CancellationError {
                // Cancelling is not a failure.
            } catch {
                failed(error)
            }
        }
        let task: Task<Void, Never>
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
            let executor = executor as? any TaskExecutor
        {
            task = Task(executorPreference: executor) { await RunningTask.$id.withValue(id, operation: body) }
        } else {
            task = Task(operation: body)
        }
        register(id, task, identities: identities)
        return (id, task)
    }

    /// Whether the task `start` gave the id `id` (see `RunningTask`) is still running.
    package func isRunning(task id: UInt64) -> Bool {
        lock.withLock { running[id] != nil }
    }

    /// The ids (see `RunningTask`) of the running tasks and their identities, in the order they started.
    package var runningTasks: [(id: UInt64, identities: [EffectID])] {
        lock.withLock { running.sorted { $0.key < $1.key }.map { ($0.key, $0.value.identities) } }
    }

    /// Cancels the tasks with the ids `ids` (see `RunningTask`).
    package func cancel(tasks ids: [UInt64]) {
        let tasks = lock.withLock { ids.compactMap { running[$0]?.task } }
        for task in tasks { task.cancel() }
    }

    private func makeID() -> UInt64 {
        lock.withLock {
            nextID += 1
            return nextID
        }
    }

    /// Records `task` as running (cancelling it at once if the store is gone),
    /// under each of `identities`.
    private func register(_ id: UInt64, _ task: Task<Void, Never>, identities: [EffectID]) {
        let cancelNow: Bool = lock.withLock {
            if finishedBeforeRegistered.remove(id) != nil { return false }
            if isClosed { return true }
            running[id] = (task, identities)
            for identity in identities { identified[identity, default: []].insert(id) }
            return false
        }
        if cancelNow { task.cancel() }
    }

    private func finished(_ id: UInt64) {
        let idle: [CheckedContinuation<Void, Never>] = lock.withLock {
            guard let entry = running.removeValue(forKey: id) else {
                // Not registered yet (or never will be: the store is gone).
                if !isClosed { finishedBeforeRegistered.insert(id) }
                return []
            }
            for identity in entry.identities { forget(id, under: identity) }
            return running.isEmpty ? takeIdleWaiters() : []
        }
        for waiter in idle { waiter.resume() }
    }

    /// Call holding `lock`.
    private func takeIdleWaiters() -> [CheckedContinuation<Void, Never>] {
        defer { idleWaiters = [:] }
        return Array(idleWaiters.values)
    }

    /// Cancels the tasks running under `identity`. They count as running
    /// until they end; a task registered under it later is not affected.
    func cancel(identity: EffectID) {
        let tasks: [Task<Void, Never>] = lock.withLock {
            guard let ids = identified.removeValue(forKey: identity) else { return [] }
            return ids.compactMap { running[$0]?.task }
        }
        for task in tasks { task.cancel() }
    }

    /// Call holding `lock`. (A cancelled identity is gone from `identified`
    /// already, or holds only tasks started after the cancellation, which
    /// this one is not among.)
    private func forget(_ id: UInt64, under identity: EffectID) {
        guard var ids = identified[identity] else { return }
        ids.remove(id)
        identified[identity] = ids.isEmpty ? nil : ids
    }

    var count: Int { lock.withLock { running.count } }

    /// Whether a task started under an identity that `matches` is running
    /// and not cancelled under it.
    func isRunning(identityWhere matches: (EffectID) -> Bool) -> Bool {
        lock.withLock { identified.keys.contains(where: matches) }
    }

    /// Whether a task started under `identity` is running and not cancelled.
    func isRunning(identity: EffectID) -> Bool {
        lock.withLock { identified[identity] != nil }
    }

    /// How many identities, tasks and callers waiting for them the registry
    /// holds bookkeeping for: zero once everything has ended (what the tests
    /// of its memory check).
    var storedEntryCount: Int {
        lock.withLock { running.count + finishedBeforeRegistered.count + identified.count + idleWaiters.count }
    }

    /// Returns once no task is running, including those started meanwhile
    /// (the last one to end resumes it: nothing is timed), or once the
    /// caller's task is cancelled.
    func waitUntilIdle() async {
        let id = makeID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                // Cancelled before this point, the handler below found no
                // waiter to resume; the flag it set is seen here.
                let waits: Bool = lock.withLock {
                    if running.isEmpty || Task.isCancelled { return false }
                    idleWaiters[id] = continuation
                    return true
                }
                if !waits { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { idleWaiters.removeValue(forKey: id) }?.resume()
        }
    }

    func cancelAll() {
        let (tasks, idle): ([Task<Void, Never>], [CheckedContinuation<Void, Never>]) = lock.withLock {
            isClosed = true
            defer {
                running = [:]
                identified = [:]
            }
            return (running.values.map(\.task), takeIdleWaiters())
        }
        for task in tasks { task.cancel() }
        for waiter in idle { waiter.resume() }
    }
}
