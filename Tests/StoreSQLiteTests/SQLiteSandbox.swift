import Foundation
import GRDB
import SQLiteFeatures
import StoreRuntime
import StoreSQLite

/// A fresh directory per test, the database in it, and what persistences
/// reported, so tests assert errors instead of timing. The directory goes
/// with the sandbox: persistences hold only its `ErrorLog`, since a save
/// still scheduled (the hour's delay of `journal()`) keeps its persistence,
/// and whatever that holds, alive until the test process ends.
final class SQLiteSandbox: Sendable {
    let directory: URL
    private let log = ErrorLog()

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("StoreSQLiteTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var database: URL { directory.appendingPathComponent("Journal.sqlite") }

    var errors: [StoreRuntime.PersistenceError] { log.errors }

    /// Records a persistence's error (its `onError`), without holding the sandbox.
    var record: @Sendable (StoreRuntime.PersistenceError) -> Void { log.record }

    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// A persistence whose saves wait for `flush()` (a long delay).
    func journal() -> StatePersistence<JournalState> {
        JournalState.persistence(at: database, saveDelay: .seconds(3600), onError: record)
    }

    /// Another connection to the database, as another process would open it.
    func connection() throws -> DatabaseQueue {
        try DatabaseQueue(path: database.path)
    }
}

/// The errors persistences reported.
final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [StoreRuntime.PersistenceError] = []

    var errors: [StoreRuntime.PersistenceError] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func record(_ error: StoreRuntime.PersistenceError) {
        lock.lock()
        recorded.append(error)
        lock.unlock()
    }
}

/// Writes `state` as the save queue does: with the state last stored and
/// the fields the store says changed since.
func store(_ state: JournalState, after previous: JournalState?, in storage: SQLiteStateStorage<JournalState>) throws {
    let changed = previous.map { JournalState.changedFields(from: $0, to: state) } ?? .all
    try storage.write(state, previous: previous, changed: changed)
}

/// The state a fresh storage of the database loads (as the next launch would).
func reload(_ database: URL) throws -> JournalState? {
    switch JournalState.storage(at: database).load() {
    case .loaded(let state): return state
    case .missing: return nil
    case .failed(let error, _): throw error
    }
}

/// A generator that repeats its sequence for a seed, so a failing run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
