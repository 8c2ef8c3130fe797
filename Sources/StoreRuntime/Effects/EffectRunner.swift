/// Starts the work of `Effect`s in a `CommandRegistry` and cancels it by
/// identity: the one way effects run, for a `Store` (in the store's registry,
/// beside its commands) and for StoreTesting's `TestStore` (in a registry of
/// its own).
package final class EffectRunner<Action: Sendable>: Sendable {
    let registry: CommandRegistry

    /// A runner with a registry of its own (a `TestStore`'s).
    package convenience init() {
        self.init(registry: CommandRegistry())
    }

    init(registry: CommandRegistry) {
        self.registry = registry
    }

    /// Starts `effect`'s work in order: a `run` as a task (first cancelling
    /// its identity's running tasks if it asks), a `cancel` at once.
    ///
    /// - Parameters:
    ///   - send: where the operations' actions (and the actions their errors
    ///     become) go.
    ///   - report: receives errors of operations without an error action
    ///     (never `CancellationError`, nor an error of a cancelled operation).
    package func start(
        _ effect: Effect<Action>,
        clock: any Clock<Duration>,
        dependencies: EffectDependencies,
        send: @escaping @Sendable (Action) -> Void,
        report: @escaping @Sendable (any Error) -> Void
    ) {
        for work in effect.works {
            switch work {
            case .cancel(let identity):
                registry.cancel(identity: identity)
            case .run(let operation):
                if operation.cancelInFlight, let identity = operation.id { registry.cancel(identity: identity) }
                run(operation, context: EffectContext(clock: clock, dependencies: dependencies, deliver: send), report: report)
            }
        }
    }

    private func run(
        _ operation: Effect<Action>.Operation, context: EffectContext<Action>,
        report: @escaping @Sendable (any Error) -> Void
    ) {
        registry.start(identity: operation.id, { try await operation.body(context) }, failed: { error in
            // A cancelled effect's failure is the cancellation's doing.
            if Task.isCancelled { return }
            if let errorAction = operation.errorAction {
                context.send(errorAction(error))
            } else {
                report(error)
            }
        })
    }

    /// How many effects are running (cancelled ones until they end).
    package var runningCount: Int { registry.count }

    /// Whether an effect started with identity `id` is running and not cancelled.
    package func isRunning(id: some Hashable & Sendable) -> Bool {
        registry.isRunning(identity: EffectID(id))
    }

    /// Returns once no effect is running (awaiting them, not timing them).
    package func waitUntilIdle() async {
        await registry.waitUntilIdle()
    }

    /// Cancels every running effect; later ones are cancelled as they start.
    package func cancelAll() {
        registry.cancelAll()
    }
}
