import Dispatch
import Foundation

/// Coalesces saves: a burst of changes produces one write of the latest state
/// `delay` after the first change (on the injected clock), instead of one
/// write per action.
///
/// All writes run on one serial queue, so files are written in the order the
/// states were produced and the dispatching thread never waits for the disk.
final class StateSaveQueue<State: Encodable & Sendable>: @unchecked Sendable {
    private let file: URL
    private let version: Int
    private let delay: Duration
    private let clock: any Clock<Duration>
    private let onError: @Sendable (PersistenceError) -> Void
    private let didSave: (@Sendable () -> Void)?
    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<Bool>()

    /// Guards the fields below.
    private let lock = NSLock()
    private var pending: State?
    private var isScheduled = false
    /// Set when the file on disk could not be read or moved aside: writing would destroy it.
    private var isBlocked = false
    /// Why the file does not hold the latest state handed over: the last write
    /// failed (cleared by the next successful one), or saving is blocked.
    private var unsaved: PersistenceError?
    /// For each store saving here (held weakly): waits until it has applied
    /// what was dispatched so far, so its saves are handed over before a
    /// flush; `false` once the store is gone (then it is dropped).
    private var stores: [(id: Int, settle: @Sendable () -> Bool)] = []
    private var nextStoreID = 0

    init(file: URL, version: Int, delay: Duration, clock: any Clock<Duration>,
         onError: @escaping @Sendable (PersistenceError) -> Void,
         didSave: (@Sendable () -> Void)?) {
        self.file = file
        self.version = version
        self.delay = delay
        self.clock = clock
        self.onError = onError
        self.didSave = didSave
        queue = DispatchQueue(label: "StoreRuntime.persistence.\(file.lastPathComponent)")
        queue.setSpecific(key: queueKey, value: true)
    }

    /// Stops all saving for good because of `reason` (a file that must not be overwritten).
    func block(because reason: PersistenceError) {
        locked { isBlocked = true; pending = nil; unsaved = reason }
    }

    /// Remembers `state` as the one to write and makes sure a write is scheduled.
    func schedule(_ state: State) {
        let needsTimer: Bool = locked {
            guard !isBlocked else { return false }
            pending = state
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

    /// Writes the scheduled state now, if any, and returns when it is on disk;
    /// throws why the file does not hold the latest state, if it does not.
    func flush() throws(PersistenceError) {
        _ = settleStores()
        onQueue { writePending() }
        if let failure = locked({ unsaved }) { throw failure }
    }

    /// Writes `state` now and returns when it is on disk. Without a store, it
    /// replaces any scheduled save; with one, the store's own newer state (a
    /// save scheduled by what the store applied first) is written after it.
    func saveNow(_ state: State) {
        let hasStores = settleStores()
        onQueue {
            let blocked: Bool = locked {
                if !hasStores {
                    pending = nil
                    isScheduled = false
                }
                return isBlocked
            }
            if !blocked { write(state) }
            if hasStores { writePending() }
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
        let state: State? = locked {
            defer { pending = nil; isScheduled = false }
            return isBlocked ? nil : pending
        }
        if let state { write(state) }
    }

    private func write(_ state: State) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(StateEnvelope(version: version, state: state))
        } catch {
            fail(.encodingFailed(file: file, reason: StateFileReader.readableReason(error)))
            return
        }
        do {
            try AtomicFileWriter.write(data, to: file)
        } catch {
            fail(.writeFailed(file: file, reason: StateFileReader.readableReason(error)))
            return
        }
        locked { unsaved = nil }
        didSave?()
    }

    private func fail(_ error: PersistenceError) {
        locked { unsaved = error }
        onError(error)
    }
}
