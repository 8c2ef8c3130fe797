import Foundation
import SQLiteFeatures
import StoreRuntime
import StoreSQLite
import Testing

/// A store whose schema moved from `persist: true` to `to: sqlite` finds
/// its JSON file on the first launch: the state is imported into the new
/// database and the app is told; the JSON file is left as it was.
@Suite struct SQLiteImportTests {
    @Test func theJSONFileIsImportedOnTheFirstLaunchAndReported() throws {
        let sandbox = try SQLiteSandbox()
        let json = sandbox.directory.appendingPathComponent("Journal.json")
        let saved = JournalState.filled(rows: 30, notes: 4)
        try JSONStateFile<JournalState>(url: json, version: JournalState.stateVersion)
            .write(saved, previous: nil, changed: .all)
        let written = try Data(contentsOf: json)
        let imports = ImportLog()

        let persistence = JournalState.persistence(
            at: sandbox.database, saveDelay: .seconds(3600), onError: sandbox.record, onImport: imports.record)
        #expect(persistence.load() == saved)
        #expect(imports.entries == [ImportLog.Entry(json: json, database: sandbox.database)])
        #expect(sandbox.errors.isEmpty)
        #expect(try Data(contentsOf: json) == written)

        // The database holds it now: a second launch reads it and imports nothing.
        let store = Store(initialState: JournalState(), persistence: persistence)
        store.dispatch(.tick(counter: 3))
        try persistence.flush()
        var expected = saved
        expected.tick(counter: 3)
        #expect(try reload(sandbox.database) == expected)
        let again = JournalState.persistence(at: sandbox.database, onError: sandbox.record, onImport: imports.record)
        #expect(again.load() == expected)
        #expect(imports.entries.count == 1)
    }

    /// An unreadable JSON file is moved aside and reported as its own
    /// persistence would; the app starts afresh on the database.
    @Test func anUnreadableJSONFileIsSetAsideAndReported() throws {
        let sandbox = try SQLiteSandbox()
        let json = sandbox.directory.appendingPathComponent("Journal.json")
        try Data("{ not json".utf8).write(to: json)
        let imports = ImportLog()

        let persistence = JournalState.persistence(
            at: sandbox.database, onError: sandbox.record, onImport: imports.record)
        #expect(persistence.load() == nil)
        #expect(imports.entries.isEmpty)
        guard case .unreadable(let file, let kept, _)? = sandbox.errors.first else {
            Issue.record("expected .unreadable, got \(sandbox.errors)")
            return
        }
        #expect(file == json)
        #expect(try Data(contentsOf: kept) == Data("{ not json".utf8))
    }
}

/// The imports a persistence reported.
final class ImportLog: @unchecked Sendable {
    struct Entry: Equatable {
        var json: URL
        var database: URL
    }

    private let lock = NSLock()
    private var recorded: [Entry] = []

    var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func record(json: URL, database: URL) {
        lock.lock()
        recorded.append(Entry(json: json, database: database))
        lock.unlock()
    }
}
