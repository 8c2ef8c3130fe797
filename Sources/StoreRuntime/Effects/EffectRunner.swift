/// Starts the work of `Effect`s in a `CommandRegistry` and cancels it by
/// identity: the one way effects run, for a `Store` (in the store's registry,
/// beside its commands) and for StoreTesting's `TestStore` (in a registry of
/// its own).
///
/// It also makes cancellation reach what an effect already sent: each run
/// started under an identity sends its actions with an admission, which
/// holds while that identity has not been cancelled since the run started. A
/// store asks it when the action's turn comes, so an answer that was on its
/// way when a newer search cancelled the older one — sent just before the
/// cancellation, or queued behind it after the effect had ended — is dropped
/// unapplied. `start` runs only on the thread applying actions (a store's
/// drainer; a test store's test), which is also where admissions are asked,
/// so the counts need no lock.
package final class EffectRunner<Action: Sendable>: @unchecked Sendable {
    let registry: CommandRegistry
    /// The cancellation count of each identity with a run that is running
    /// or has sends not yet applied (those hold the count; released counts
    /// are pruned as the table grows).
    private var cancellations: [EffectID: WeakCancellationCount] = [:]
    private var pruneAt = 16

    /// A runner with a registry of its own.
    package convenience init() {
        self.init(registry: CommandRegistry())
    }

    /// A runner with a registry of its own whose tasks run on `executor`
    /// (a `TestStore`'s, see `CommandRegistry.init(executor:)`).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    package convenience init(executor: any TaskExecutor) {
        self.init(registry: CommandRegistry(executor: executor))
    }

    init(registry: CommandRegistry) {
        self.registry = registry
    }

    /// Starts `effect`'s work in order: a `run` as a task (first cancelling
    /// its identity's running tasks if it asks), a `cancel` at once.
    ///
    /// - Parameters:
    ///   - send: where the operations' actions (and the actions their errors
    ///     become) go, with the admission of the run that sent them (`nil`
    ///     for a run without an identity, which only the store's release
    ///     cancels).
    ///   - report: receives errors of operations without an error action
    ///     (never `CancellationError`, nor an error of a cancelled operation).
    ///   - dismiss: called when the state asks to be dismissed (`Effect.dismiss`)
    ///     and no parent holds it to honour that: a `TestStore` of a child alone.
    /// - Returns: the ids of the tasks it started (see `RunningTask`).
    @discardableResult
    package func start(
        _ effect: Effect<Action>,
        clock: any Clock<Duration>,
        dependencies: StoreDependencies,
        send: @escaping @Sendable (Action, ActionAdmission?) -> Void,
        report: @escaping @Sendable (any Error) -> Void,
        dismiss: () -> Void = {}
    ) -> [UInt64] {
        var started: [UInt64] = []
        for work in effect.works {
            switch work {
            case .cancel(let identity):
                cancel(identity)
            case .run(let operation):
                if operation.cancelInFlight, let identity = operation.id { cancel(identity) }
                let identities = (operation.id.map { [$0] } ?? []) + operation.owners
                let admission = admissionOfRun(under: identities)
                let context = EffectContext(clock: clock, dependencies: dependencies) { send($0, admission) }
                started.append(run(operation, identities: identities, context: context, report: report))
            case .send(let action):
                send(action, nil)
            case .report(let dropped):
                report(dropped)
            case .dismiss(let owner):
                // An addressed request is its parent's to honour; a root store has no parent.
                if owner == nil { dismiss() }
            }
        }
        return started
    }

    /// Cancels the runs under `identity`, and with them what they sent that
    /// is not applied yet.
    private func cancel(_ identity: EffectID) {
        registry.cancel(identity: identity)
        if let count = cancellations[identity]?.count {
            count.value &+= 1
        } else {
            cancellations[identity] = nil
        }
    }

    /// Holds while none of `identities` is cancelled after this call; `nil`
    /// (always admitted) for none.
    private func admissionOfRun(under identities: [EffectID]) -> ActionAdmission? {
        switch identities.count {
        case 0: return nil
        case 1: return admissionOfRun(under: identities[0])
        default:
            let admissions = identities.map(admissionOfRun(under:))
            return { admissions.allSatisfy { $0() } }
        }
    }

    /// Holds while `identity` is not cancelled after this call.
    private func admissionOfRun(under identity: EffectID) -> ActionAdmission {
        let count: CancellationCount
        if let shared = cancellations[identity]?.count {
            count = shared
        } else {
            count = CancellationCount()
            if cancellations.count >= pruneAt {
                cancellations = cancellations.filter { $0.value.count != nil }
                pruneAt = max(16, 2 * cancellations.count)
            }
            cancellations[identity] = WeakCancellationCount(count: count)
        }
        let startedAt = count.value
        return { count.value == startedAt }
    }

    private func run(
        _ operation: Effect<Action>.Operation, identities: [EffectID], context: EffectContext<Action>,
        report: @escaping @Sendable (any Error) -> Void
    ) -> UInt64 {
        registry.startTask(
            identities: identities, { try await operation.body(context) },
            failed: { error in
                // A cancelled effect's failure is the cancellation's doing.
                if Task.isCancelled { return }
                if let errorAction = operation.errorAction {
                    context.send(errorAction(error))
                } else {
                    report(error)
                }
            }
        ).id
    }

    /// How many identities the runner keeps a cancellation count for
    /// (released ones until the next prune), for tests of its memory: it
    /// follows how many identities are in use at once, not how many were
    /// ever used.
    package var countedIdentities: Int { cancellations.count }

    /// How many effects are running (cancelled ones until they end).
    package var runningCount: Int { registry.count }

    /// Each running effect as a test failure names it, in the order they
    /// started: `effect SearchID()`, a child's `effect PlayID() in
    /// voiceMemos[3]` (its identity, in the child owning it), `an effect of
    /// voiceMemos[3]` for a child's effect without an identity, or `an
    /// effect without an identity`.
    package var runningDescriptions: [String] {
        runningEffects.map(\.description)
    }

    /// The running effects' task ids (see `RunningTask`) and descriptions
    /// (see `runningDescriptions`), in the order they started.
    package var runningEffects: [(id: UInt64, description: String)] {
        registry.runningTasks.map { task in
            guard let first = task.identities.first else { return (task.id, "an effect without an identity") }
            let isOwner = first.base is ChildOwner
            return (task.id, (isOwner ? "an effect of " : "effect ") + first.description)
        }
    }

    /// Whether the effect task `id` (see `RunningTask`) is still running.
    package func isRunning(task id: UInt64) -> Bool {
        registry.isRunning(task: id)
    }

    /// Cancels the effect tasks `ids` (see `RunningTask`).
    package func cancel(tasks ids: [UInt64]) {
        registry.cancel(tasks: ids)
    }

    /// Whether an effect started with identity `id` is running and not cancelled.
    package func isRunning(id: some Hashable & Sendable) -> Bool {
        registry.isRunning(identity: EffectID(id))
    }

    /// Returns once no effect is running (awaiting them, not timing them).
    package func waitUntilIdle() async {
        await registry.waitUntilIdle()
    }

    /// Cancels every effect running now, and what they sent that is not
    /// applied yet; later ones run (what a dismissed child's store does).
    package func cancelRunning() {
        for (id, identities) in registry.runningTasks {
            for identity in identities { cancel(identity) }
            registry.cancel(tasks: [id])
        }
    }

    /// Cancels every running effect; later ones are cancelled as they start.
    package func cancelAll() {
        registry.cancelAll()
    }
}

/// How many times an effect identity was cancelled, shared by the runs
/// started under it (see `EffectRunner`). Read and changed only on the
/// thread applying actions.
final class CancellationCount: @unchecked Sendable {
    var value: UInt64 = 0
}

/// The runner's reference to a count, which the runs' admissions keep alive.
struct WeakCancellationCount {
    weak var count: CancellationCount?
}

/// Asked on the thread applying actions when a queued action's turn comes:
/// `false` drops the action unapplied. The actions a run with an identity
/// sends carry one, which holds while that identity has not been cancelled
/// since the run started (see `EffectRunner`).
@usableFromInline
package typealias ActionAdmission = @Sendable () -> Bool
