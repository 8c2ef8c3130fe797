import Dispatch
import Foundation

/// Coalesces saves: a burst of changes produces one write of the latest state
/// `delay` after the first change (on the injected clock), instead of one
/// write per action.
///
/// All writes run on one serial queue, so states are stored in the order they
/// were produced and the dispatching thread never waits for the disk. The
/// storage is told which fields changed since the state it last stored.
final class StateSaveQueue<State: Sendable>: @unchecked Sendable {
    private let storage: any StateStorage<State>
    private let delay: Duration
    private let clock: any Clock<Duration>
    private let onError: @Sendable (PersistenceError) -> Void
    private let didSave: (@Sendable () -> Void)?
    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<Bool>()

    /// Guards the fields below.
    private let lock = NSLock()
    private var pending: State?
    /// The fields that may differ between `pending` and the state handed over before it.
    private var pendingChanges = FieldSet()
    private var isScheduled = false
    /// The state the storage last loaded or stored (what it compares against).
    private var stored: State?
    /// The fields of states handed over but not stored (their write failed or
    /// was skipped), which the next write must include.
    private var unstoredChanges = FieldSet()
    /// Set when the file on disk could not be read or moved aside: writing would destroy it.
    private var isBlocked = false
    /// Why the file does not hold the latest state handed over: the last write
    /// failed (cleared by the next successful one), or saving is blocked.
    private var unsaved: PersistenceError?
    /// Why the writes so far may not survive a power cut: the last
    /// `synchronize()` failed (cleared by the next successful one).
    private var unsynced: PersistenceError?
    /// Whether something was written since the last `synchronize()` (on the queue only).
    private var needsSync = false
    /// For each store saving here (held weakly): waits until it has applied
    /// what was dispatched so far, so its saves are handed over before a
    /// flush; `false` once the store is gone (then it is dropped).
    private var stores: [(id: Int, settle: @Sendable () -> Bool)] = []
    private var nextStoreID = 0

    init(
        storage: any StateStorage<State>, delay: Duration, clock: any Clock<Duration>,
        onError: @escaping @Sendable (PersistenceError) -> Void,
        didSave: (@Sendable () -> Void)?
    ) {
        self.storage = storage
        self.delay = delay
        self.clock = clock
        self.onError = onError
        self.didSave = didSave
        queue = DispatchQueue(label: "StoreRuntime.persistence.\(storage.url.lastPathComponent)")
        queue.setSpecific(key: queueKey, value: true)
    }

    /// Stops all saving for good because of `reason` (a file that must not be overwritten).
    func block(because reason: PersistenceError) {
        locked {
            isBlocked = true
            pending = nil
            unsaved = reason
        }
    }

    /// Remembers what the storage loaded: the state the first write compares against.
    func loaded(_ state: State?) {
        locked { stored = state }
    }

    /// Remembers `state` as the one to write and makes sure a write is
    /// scheduled; `changed` are the fields that differ from the state handed
    /// over before it.
    func schedule(_ state: State, changed: FieldSet) {
        let needsTimer: Bool = locked {
            guard !isBlocked else { return false }
            pending = state
            pendingChanges.formUnion(changed)
            defer { isScheduled = true }
            return !isScheduled
        }
        guard needsTimer else { return }
        let due = Deadline(after: delay, on: clock)
        Task { [self] in
            // Cancellation cannot happen (no one holds the task); a throwing
            // clock still leads to the write.
            try? await due.wait()
            queue.async { self.writePending() }
        }
    }

    /// Adds a store that saves here: `settle` waits until it has applied
    /// every action dispatched before the call (where the caller may wait).
    func addStore(settle: @escaping @Sendable () -> Bool) {
        locked {
            stores.append((nextStoreID, settle))
            nextStoreID += 1
        }
    }

    /// Lets each store that saves here apply what was dispatched so far, so
    /// its latest state is handed over; whether there is such a store.
    private func settleStores() -> Bool {
        let stores = locked { self.stores }
        let gone = Set(stores.filter { !$0.settle() }.map(\.id))
        if !gone.isEmpty {
            locked { self.stores.removeAll { gone.contains($0.id) } }
        }
        return stores.count > gone.count
    }

    /// Writes the scheduled state now, if any, syncs what was written, and
    /// returns when it is on disk; throws why the file does not hold the
    /// latest state, if it does not.
    func flush() throws(PersistenceError) {
        _ = settleStores()
        onQueue {
            writePending()
            synchronize()
        }
        if let failure = locked({ unsaved ?? unsynced }) { throw failure }
    }

    /// Writes `state` now, syncs, and returns when it is on disk. Without a store, it
    /// replaces any scheduled save; with one, the store's own newer state (a
    /// save scheduled by what the store applied first) is written after it.
    func saveNow(_ state: State) {
        let hasStores = settleStores()
        onQueue {
            let blocked: Bool = locked {
                if !hasStores {
                    pending = nil
                    pendingChanges = FieldSet()
                    isScheduled = false
                }
                return isBlocked
            }
            if !blocked { write(state, changed: .all) }
            if hasStores { writePending() }
            synchronize()
        }
    }

    /// `NSLocking.withLock` needs macOS 14 / iOS 17; the runtime supports older systems.
    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func onQueue(_ work: () -> Void) {
        if DispatchQueue.getSpecific(key: queueKey) == true {
            work()
        } else {
            queue.sync(execute: work)
        }
    }

    private func writePending() {
        let next: (State, FieldSet)? = locked {
            defer {
                pending = nil
                pendingChanges = FieldSet()
                isScheduled = false
            }
            return isBlocked ? nil : pending.map { ($0, pendingChanges) }
        }
        if let (state, changed) = next { write(state, changed: changed) }
    }

    /// On the queue only (so `stored` and `unstoredChanges` change nowhere else meanwhile).
    private func write(_ state: State, changed: FieldSet) {
        let (previous, changed) = locked { (stored, changed.union(unstoredChanges)) }
        do {
            try storage.write(state, previous: previous, changed: changed)
        } catch {
            locked {
                unsaved = error
                unstoredChanges = changed
            }
            onError(error)
            return
        }
        locked {
            unsaved = nil
            stored = state
            unstoredChanges = FieldSet()
        }
        needsSync = true
        didSave?()
    }

    /// On the queue only: syncs what was written since the last sync.
    private func synchronize() {
        guard needsSync else { return }
        do {
            try storage.synchronize()
        } catch {
            locked { unsynced = error }
            onError(error)
            return
        }
        needsSync = false
        locked { unsynced = nil }
    }
}
