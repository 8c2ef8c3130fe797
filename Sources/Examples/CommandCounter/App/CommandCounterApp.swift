import ExampleSupport
import Foundation
import StoreRuntime

/// Wires the store the way an app would at launch — persisted state, logging
/// and history middleware, command errors as actions, a view — then plays
/// the user's commands in order.
@MainActor
final class CommandCounterApp {
    /// How long `later` waits before its increment arrives, on `clock`.
    let laterDelay: Duration
    let clock: any Clock<Duration>

    let store: CommandCounterStore
    let persistence: StatePersistence<CommandCounterState>
    let history: ActionHistory
    private let server: any CounterServer
    private let console: any Console
    private let view: CounterView

    /// - Parameter persistence: where the count is kept; the history is
    ///   recorded next to it.
    /// - Parameter clock: what `later` waits on (tests pass a test clock and
    ///   advance it once the commands after `later` have run).
    /// - Parameter inspectorRecording: where to write a recording for
    ///   `storegen inspect`, if anywhere.
    init(
        persistence: StatePersistence<CommandCounterState>, server: any CounterServer, console: any Console,
        laterDelay: Duration = .milliseconds(500), clock: any Clock<Duration> = ContinuousClock(),
        inspectorRecording: URL? = nil
    ) throws {
        self.laterDelay = laterDelay
        self.clock = clock
        self.persistence = persistence
        history = ActionHistory(storeURL: persistence.url)
        store = CommandCounterStore(
            persistence: persistence,
            middleware: [.beforeAndAfterLog(to: console), try history.recorder()]
                + (try inspectorRecording.map { [try .inspectorRecording(to: $0)] } ?? []))
        store.reportCommandErrors(as: CommandCounterAction.errorOccurred(describing:))
        self.server = server
        self.console = console
        view = CounterView(console: console)
    }

    /// Plays `commands`; those that finish later (`later`) are awaited at the
    /// end, and the state is on disk when this returns.
    ///
    /// - Throws: why the state file does not hold the final count (also
    ///   reported on standard error when it happened).
    func play(_ commands: [UserCommand]) async throws(PersistenceError) {
        view.show(store)
        var running: [CommandHandle] = []
        for command in commands {
            console.write("> \(command)")
            switch command {
            case .inc: await store.run(CounterCommands.increaseIfBelowLimit()).wait()
            case .dec: await store.run(CounterCommands.decreaseAboveZero()).wait()
            case .later: running.append(store.run(CounterCommands.incrementLater(after: laterDelay, clock: clock)))
            case .fetch: await store.run(CounterCommands.fetch(from: server)).wait()
            case .reset: store.dispatch(.reset)
            case .show: console.write("count \(store.state.count) (state file: \(persistence.url.path))")
            case .history: printHistory()
            }
            // Let the view's main-actor delivery of this command's changes run first.
            await Task.yield()
        }
        for handle in running { await handle.wait() }
        await Task.yield()
        view.close()
        try persistence.flush()
    }

    private func printHistory() {
        do {
            let actions = try history.actions()
            console.write("\(actions.count) action(s) since launch:")
            for (number, action) in actions.enumerated() { console.write("  \(number + 1). \(action)") }
        } catch {
            console.write("error: \(error)")
        }
    }
}
