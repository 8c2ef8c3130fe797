import Foundation
import StoreRuntime

/// What a `TestStore` does with an error thrown by a command or effect it
/// runs: turn it into an action the test receives (the app's `reportCommandErrors(as:)`
/// mapping), or, without a mapping, fail the test. Read by commands on other
/// threads.
final class CommandErrorRoute<Action: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var mapping: (@Sendable (any Error) -> Action)?

    var action: (@Sendable (any Error) -> Action)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return mapping
        }
        set {
            lock.lock()
            mapping = newValue
            lock.unlock()
        }
    }

    /// Receives an error of `thrower` ("an effect"): the mapped action is
    /// sent to `deliver`; without a mapping the test fails at `site`.
    func handler(
        deliveringTo deliver: @escaping @Sendable (Action) -> Void, thrower: String, at site: CallSite
    ) -> @Sendable (any Error) -> Void {
        { [self] error in
            if let dropped = error as? DroppedChildAction {
                // A test never expects an action to vanish: always a failure.
                TestFailure.record("\(dropped)", at: site)
            } else if let report = action {
                deliver(report(error))
            } else {
                TestFailure.record("\(thrower) threw \(error)", at: site)
            }
        }
    }
}
