import StoreRuntime

/// Runs the runtime's `Command`s against a `TestStore`, through the store's
/// public API only: a root store whose reducer hands every action to the
/// test store instead of applying it, scoped to a store whose state is the
/// test store's current state. A command run on the scoped store therefore
/// reads what the test store holds and dispatches into it, exactly as it
/// would on the app's store.
final class CommandSink<State: Sendable, Action: Sendable>: Sendable {
    /// Holds the root alive (a scoped store holds its parent), so running
    /// commands are cancelled when the test store releases this.
    let store: Store<State, Action>

    init(applier: ActionApplier<State, Action>) {
        let root = Store<Int, Action>(initialState: 0, changes: nil) { _, action in
            applier.deliver(action)
        }
        store = root.scope(state: { _ in applier.state }, action: { $0 }, fields: [])
    }
}
