import StoreRuntime

/// The counter's commands: the async and conditional work around the pure
/// reducer. Each reads the state when it runs and dispatches plain actions,
/// so the same command works on the app's store and on a `TestStore`.
enum CounterCommands {
    typealias CounterCommand = Command<CommandCounterState, CommandCounterAction>

    /// The count never goes past this by `increaseIfBelowLimit`.
    static let limit = 10

    /// Conditional dispatch: increments only while the count is below `limit`,
    /// else does nothing (the button is simply inert at the top).
    static func increaseIfBelowLimit(limit: Int = limit) -> CounterCommand {
        Command { context in
            guard context.state.count < limit else { return }
            context.dispatch(.increment)
        }
    }

    /// Decrements, or fails at zero: the error reaches the state as
    /// `errorOccurred` through the store's command error handler.
    static func decreaseAboveZero() -> CounterCommand {
        Command { context in
            guard context.state.count > 0 else { throw CounterCommandError.alreadyAtZero }
            context.dispatch(.decrement)
        }
    }

    /// An increment that arrives later, `delay` after it is made, on `clock`
    /// (a timer, a reminder; tests pass a test clock and advance it).
    /// Cancelling the command, or releasing the store, drops it.
    static func incrementLater(after delay: Duration, clock: any Clock<Duration> = ContinuousClock()) -> CounterCommand
    {
        Command { context in
            try await clock.sleep(for: delay)
            context.dispatch(.increment)
        }
    }

    /// Replaces the count with the server's: `fetchStarted`, then
    /// `fetchFinished` — or the server's error, reported as `errorOccurred`.
    static func fetch(from server: any CounterServer) -> CounterCommand {
        Command { context in
            context.dispatch(.fetchStarted)
            let count = try await server.fetchCount()
            context.dispatch(.fetchFinished(count: count))
        }
    }
}
