/// Every live store engine, so that a thread about to wait on a store's queue
/// can tell whether it is applying actions for any store: such a thread must
/// never wait, because the store whose callback it runs makes no progress
/// until it returns (two stores whose callbacks dispatch into each other
/// would each wait for the other). Asked only on the slow paths (a full
/// queue, a synchronous wait), never by a dispatch that finds room.
@usableFromInline
final class StoreEngines: @unchecked Sendable {
    /// An engine, held weakly: it removes itself in `deinit`, and a reader
    /// that finds it going away reads `nil` rather than reviving it.
    struct Entry {
        weak var engine: (any StoreQueue)?
    }

    @usableFromInline static let shared = StoreEngines()

    private let lock = Lock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    @usableFromInline
    func add(_ engine: any StoreQueue) {
        let entry = Entry(engine: engine)
        lock.withLock { entries[ObjectIdentifier(engine)] = entry }
    }

    @usableFromInline
    func remove(_ engine: any StoreQueue) {
        _ = lock.withLock { entries.removeValue(forKey: ObjectIdentifier(engine)) }
    }

    /// Whether the calling thread is applying actions for some store (it runs
    /// a reducer, middleware or synchronous subscriber of it, or is between
    /// two of its actions).
    ///
    /// The engines are asked outside `lock`: the reference taken to ask one
    /// may be its last (its owner let go meanwhile), and the `deinit` that
    /// releasing it runs takes `lock` to remove the engine. They are asked
    /// one at a time, each held only for its own question: holding them all
    /// while each one's queue lock was taken in turn kept a store its owner
    /// had just released alive for as long, so what its release closes (an
    /// inspector recording's `end` line) came late.
    @usableFromInline
    var callerIsApplyingActions: Bool {
        let thread = ThreadIdentity.current
        let weakEntries = lock.withLock { Array(entries.values) }
        for entry in weakEntries where entry.engine?.isApplyingActions(on: thread) == true {
            return true
        }
        return false
    }
}

/// A root store's queue, without its state and action types: what
/// `StoreEngines` asks each engine, and what a scoped store reaches its
/// root's queue through.
@usableFromInline
protocol StoreQueue: AnyObject, Sendable {
    /// Whether `thread` is the one applying this store's actions.
    func isApplyingActions(on thread: ThreadIdentity) -> Bool
    func settled() async
    func waitUntilSettled() -> Bool
    var maximumQueuedActions: Int { get set }
}
