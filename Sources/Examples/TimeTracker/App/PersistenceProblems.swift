import Foundation
import StoreRuntime

/// Collects what went wrong with the state file, so the tool can fail when
/// the file may not hold what it just showed (a change that did not reach the
/// disk). Each problem is also reported on standard error as it happens.
final class PersistenceProblems: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var problems: [PersistenceError] = []

    @Sendable
    func report(_ error: PersistenceError) {
        StatePersistenceDefaults.reportToStandardError(error)
        lock.withLock { problems.append(error) }
    }

    /// A problem the runtime could not resolve by keeping the bad file aside
    /// and starting afresh: a failed write, or a file it could not read or move.
    var stateMayBeLost: Bool {
        lock.withLock { problems.contains { $0.keptAt == nil } }
    }
}
