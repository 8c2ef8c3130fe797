import ExampleSupport
import StoreRuntime

extension Middleware where State == CommandCounterState, Action == CommandCounterAction {
    /// Logs each action twice: before the reducer (with the count it will
    /// see) and after it (with the count it left). Actions dispatched by
    /// commands are logged on the thread that applies them, as they happen.
    static func beforeAndAfterLog(to console: any Console) -> Middleware {
        Middleware(
            before: { action, state, _ in
                console.write("  before \(action) (count \(state.count))")
                return action
            },
            after: { action, old, new, _ in
                console.write("  after  \(action) (count \(old.count) -> \(new.count))")
            })
    }
}
