/// Every live store engine's `DrainState`, so that a thread about to wait on
/// a store's queue can tell whether it is applying actions for any store:
/// such a thread must never wait, because the store whose callback it runs
/// makes no progress until it returns (two stores whose callbacks dispatch
/// into each other would each wait for the other). Asked only on the slow
/// paths (a full queue, a synchronous wait), never by a dispatch that finds
/// room.
///
/// It holds the engines' drain states, never the engines: asking reads one
/// atomic word per store under `lock` and retains nothing. (When it asked
/// the engines themselves, it took each one strongly in turn, so an engine
/// asked at the moment its owner released it was released, and
/// deinitialised, by the asking thread; what the release closes, such as
/// an inspector recording's `end` line, came late.)
@usableFromInline
final class StoreEngines: @unchecked Sendable {
    @usableFromInline static let shared = StoreEngines()

    private let lock = Lock()
    private var entries: [ObjectIdentifier: DrainState] = [:]

    /// Registers the drain state of the engine `engine` names (in its `init`).
    @usableFromInline
    func add(_ drainState: DrainState, of engine: ObjectIdentifier) {
        lock.withLock { entries[engine] = drainState }
    }

    /// Forgets the engine `engine` names (in its `deinit`).
    @usableFromInline
    func remove(_ engine: ObjectIdentifier) {
        _ = lock.withLock { entries.removeValue(forKey: engine) }
    }

    /// Whether the calling thread is applying actions for some store (it runs
    /// a reducer, middleware or synchronous subscriber of it, or is between
    /// two of its actions).
    @usableFromInline
    var callerIsApplyingActions: Bool {
        let thread = ThreadIdentity.current
        return lock.withLock {
            entries.values.contains { $0.isApplying(on: thread) }
        }
    }
}

/// A root store's queue, without its state and action types: what a scoped
/// store reaches its root's queue through.
@usableFromInline
protocol StoreQueue: AnyObject, Sendable {
    func settled() async
    func waitUntilSettled() -> Bool
    var maximumQueuedActions: Int { get set }
    var queuedActionCount: Int { get }
}
