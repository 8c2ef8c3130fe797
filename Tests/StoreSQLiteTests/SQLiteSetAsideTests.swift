import Foundation
import GRDB
import SQLiteFeatures
import StoreRuntime
import StoreSQLite
import Testing

@Suite struct SQLiteSetAsideTests {
    /// A file that is not a database is moved aside, reported, and never
    /// written over; the store starts afresh and saves a new database.
    @Test func aCorruptDatabaseIsSetAsideAndReported() throws {
        let sandbox = try SQLiteSandbox()
        let garbage = Data("this is not an SQLite database, but someone's notes".utf8)
        try garbage.write(to: sandbox.database)

        let persistence = sandbox.journal()
        #expect(persistence.load() == nil)
        let error = try #require(sandbox.errors.first)
        guard case .unreadable(let file, let kept, _) = error else {
            Issue.record("expected .unreadable, got \(error)")
            return
        }
        #expect(file == sandbox.database)
        #expect(try Data(contentsOf: kept) == garbage)
        #expect(kept.lastPathComponent.hasPrefix("Journal.corrupt-"))

        let store = Store(initialState: JournalState.filled(rows: 3, notes: 1), persistence: persistence)
        store.dispatch(.tick(counter: 4))
        try persistence.flush()
        #expect(try reload(sandbox.database)?.counter == 4)
        #expect(try Data(contentsOf: kept) == garbage)
    }

    /// A database damaged inside (a page overwritten) is set aside too.
    @Test func aDamagedDatabaseIsSetAside() throws {
        let sandbox = try SQLiteSandbox()
        let storage = JournalState.storage(at: sandbox.database)
        try store(JournalState.filled(rows: 2_000, notes: 10), after: nil, in: storage)
        try sandbox.connection().writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let handle = try FileHandle(forWritingTo: sandbox.database)
        try handle.seek(toOffset: 4_096 * 3)
        handle.write(Data(repeating: 0xA5, count: 4_096 * 4))
        try handle.close()

        let persistence = sandbox.journal()
        #expect(persistence.load() == nil)
        let error = try #require(sandbox.errors.first)
        #expect(error.keptAt != nil, "\(error)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database.path))
    }

    /// A database saved by a newer version of the app is kept aside unread.
    @Test func aNewerFormatVersionIsSetAside() throws {
        let sandbox = try SQLiteSandbox()
        try store(JournalState.filled(rows: 2, notes: 0), after: nil, in: JournalState.storage(at: sandbox.database))
        try sandbox.connection().writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 7") }

        #expect(sandbox.journal().load() == nil)
        guard case .newerVersion(_, let kept, 7, 1)? = sandbox.errors.first else {
            Issue.record("expected .newerVersion, got \(sandbox.errors)")
            return
        }
        #expect(FileManager.default.fileExists(atPath: kept.path))
    }
}
