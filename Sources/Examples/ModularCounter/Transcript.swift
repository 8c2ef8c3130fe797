import Foundation

/// Prints who received what, and where, so a run shows each subscriber's
/// deliveries: `  counter view  [main actor]  3   [−1] [+1]`. Written to from
/// the main actor and from background subscribers alike.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var linesInStep = 0

    func step(_ description: String) {
        lock.withLock { linesInStep = 0 }
        print("▶ \(description)")
    }

    func line(_ subscriber: String, _ text: String) {
        let who = subscriber.padding(toLength: 14, withPad: " ", startingAt: 0)
        let whereFrom = "[\(RunningContext.label)]".padding(toLength: 13, withPad: " ", startingAt: 0)
        lock.withLock {
            linesInStep += 1
            print("  \(who)\(whereFrom) \(text)")
        }
    }

    /// Ends a step, saying so when no subscriber was called.
    func endStep() {
        if lock.withLock({ linesInStep == 0 }) {
            print("  (no subscriber called: nothing they select changed)")
        }
    }
}
