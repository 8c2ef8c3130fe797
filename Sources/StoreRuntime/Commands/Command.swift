// How commands work, file by file: a `Command` (here) is an async closure.
// `Store.run` gives it a `CommandContext` that reaches the store weakly, starts
// it as a task and records the task in the root store's `CommandRegistry`,
// which cancels what is still running when the store is released. What a
// command throws goes to `run`'s `onError`, else to the store's
// `CommandErrorHandler` (`Store+CommandErrorActions` makes it dispatch an
// action), else to standard error.

/// Async work that reads the store's state and dispatches actions later:
/// networking, timers, conditional dispatch.
///
/// ```swift
/// let refresh = Command<AppState, AppAction> { context in
///     guard !context.state.isLoading else { return }      // conditional dispatch
///     context.dispatch(.loadingStarted)
///     let items = try await api.fetchItems()             // a thrown error goes to the error handler
///     context.dispatch(.loaded(items))
/// }
/// let handle = store.run(refresh)
/// handle.cancel()                                        // e.g. when the screen closes
/// ```
///
/// A command does not keep its store alive. When the store is released its
/// running commands are cancelled, and anything they still dispatch is
/// dropped. Errors a command throws go to the `onError` given to `run`, else
/// to the store's `commandErrorHandler` (which `reportCommandErrors(as:)` sets
/// to dispatch an action), else to standard error; a
/// `CancellationError` (the usual result of cancelling) is not reported.
public struct Command<State: Sendable, Action: Sendable>: Sendable {
    /// The work, given the context it reads state and dispatches through.
    public let operation: @Sendable (CommandContext<State, Action>) async throws -> Void

    /// A command that runs `operation`.
    public init(_ operation: @escaping @Sendable (CommandContext<State, Action>) async throws -> Void) {
        self.operation = operation
    }
}

/// What a running command sees of its store.
public struct CommandContext<State: Sendable, Action: Sendable>: Sendable {
    let access: WeakStoreAccess<State, Action>
    let lastState: LastStateSeen<State>

    init(access: WeakStoreAccess<State, Action>, initialState: State) {
        self.access = access
        self.lastState = LastStateSeen(initialState)
    }

    /// The store's state now. Once the store is gone: the last state read.
    public var state: State {
        if let state = access.read() {
            lastState.value = state
            return state
        }
        return lastState.value
    }

    /// Dispatches to the store (queued like any dispatch); dropped once the
    /// store is gone.
    public func dispatch(_ action: Action) {
        access.send(action)
    }

    /// Whether the store still exists.
    public var isStoreAlive: Bool { access.read() != nil }
}

/// A running command. Cancelling cancels its task (cooperatively: `Task.sleep`
/// and other cancellable awaits throw `CancellationError`). Releasing the
/// handle does not cancel; the store's release does.
public final class CommandHandle: Sendable, Hashable {
    let task: Task<Void, Never>

    init(task: Task<Void, Never>) { self.task = task }

    /// Cancels the command's task: it stops at its next cancellation check.
    public func cancel() { task.cancel() }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { task.isCancelled }

    /// Waits until the command has finished (returned, thrown or cancelled).
    public func wait() async { await task.value }

    public static func == (lhs: CommandHandle, rhs: CommandHandle) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The state a command last read, for when its store is gone.
final class LastStateSeen<State: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var stored: State

    init(_ state: State) { stored = state }

    var value: State {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

extension Store {
    /// Starts `command` and returns its handle.
    ///
    /// - Parameters:
    ///   - command: the work to run; what it dispatches goes to this store.
    ///   - onError: receives what the command throws (other than
    ///     `CancellationError`); without it, the store's `commandErrorHandler`.
    @discardableResult
    public func run(
        _ command: Command<State, Action>,
        onError: (@Sendable (any Error) -> Void)? = nil
    ) -> CommandHandle {
        let context = CommandContext(access: weakAccess, initialState: state)
        let fallback = errorHandler
        let task = commands.start(
            { try await command.operation(context) },
            failed: { error in
                if let onError { onError(error) } else { fallback.report(error) }
            })
        return CommandHandle(task: task)
    }

    /// Starts a command given as a closure: `store.run { context in … }`.
    @discardableResult
    public func run(
        onError: (@Sendable (any Error) -> Void)? = nil,
        _ operation: @escaping @Sendable (CommandContext<State, Action>) async throws -> Void
    ) -> CommandHandle {
        run(Command(operation), onError: onError)
    }

    /// Receives errors thrown by commands run without their own `onError`
    /// (`nil`: they are printed to standard error). A scoped store shares its
    /// root store's handler.
    public var commandErrorHandler: (@Sendable (any Error) -> Void)? {
        get { errorHandler.current }
        set { errorHandler.current = newValue }
    }

    /// How many commands started on this store (or the store it was scoped
    /// from) are still running.
    public var runningCommandCount: Int { commands.count }

    /// Returns once no command or effect started on this store (or the store
    /// it was scoped from) is running, those started meanwhile included: a
    /// command-line tool waits here before it exits. It waits for the work
    /// itself, so an effect that never ends keeps it waiting, unless the
    /// waiting task is cancelled: then it returns at once (the commands run
    /// on; `runningCommandCount` tells whether any still does).
    public func waitForCommands() async {
        await commands.waitUntilIdle()
    }

    /// How many entries the store keeps for running commands and effects and
    /// their identities: zero once none runs (what the memory tests check).
    package var storedCommandEntryCount: Int { commands.storedEntryCount }
}
