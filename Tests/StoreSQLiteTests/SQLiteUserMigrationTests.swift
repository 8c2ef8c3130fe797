import Foundation
import GRDB
import SQLiteFeatures
import StoreRuntime
import StoreSQLite
import Testing

/// A schema change that needs a migration (`DiaryRenamed.store.yaml`,
/// version 2 with `migrations: [1]`, renames a page's `text` to `body` and
/// the state's `title` to `heading`) runs the app's SQL on a database saved
/// at version 1 (by `Diary.store.yaml`), in one transaction with the new
/// version; a migration that fails leaves the database as it was, set aside.
@Suite struct SQLiteUserMigrationTests {
    static let saved = DiaryState(
        title: "Mine", pages: [Page(id: 1, text: "first"), Page(id: 2, text: "second")],
        rows: [DiaryRowState(id: 7, title: "seven")])

    /// What the app passes: the SQL that renames the column and the value.
    static let renaming: @Sendable (SQLiteMigration) throws -> Void = { migration in
        guard migration.savedVersion == 1 else { throw Unexpected(version: migration.savedVersion) }
        try migration.execute("ALTER TABLE pages RENAME COLUMN text TO body")
        try migration.execute(
            "UPDATE storegen_values SET name = ? WHERE name = ?", arguments: ["heading", "title"])
    }

    struct Unexpected: Error {
        var version: Int
    }

    struct Refused: Error, CustomStringConvertible {
        var description: String { "the migration refused" }
    }

    @Test func theMigrationRenamesAndTheStateLoadsUnderTheNewNames() throws {
        let sandbox = try SQLiteSandbox()
        try DiaryState.storage(at: sandbox.database).write(Self.saved, previous: nil, changed: .all)

        let calls = Calls()
        let storage = DiaryRenamedState.storage(at: sandbox.database) { migration in
            calls.count()
            try Self.renaming(migration)
        }
        guard case .loaded(var migrated) = storage.load() else {
            Issue.record("the migrated database did not load")
            return
        }
        #expect(migrated.heading == "Mine")
        #expect(migrated.pages == [RenamedPage(id: 1, body: "first"), RenamedPage(id: 2, body: "second")])
        #expect(Array(migrated.rows) == [DiaryRowState(id: 7, title: "seven")])
        #expect(try sandbox.connection().read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 2)

        // Saved on from there, and loaded the next launch without migrating again.
        let loaded = migrated
        migrated.pages[1].body = "changed"
        try storage.write(
            migrated, previous: loaded, changed: DiaryRenamedState.changedFields(from: loaded, to: migrated))
        let next = DiaryRenamedState.storage(at: sandbox.database) { _ in
            calls.count()
            throw Refused()
        }
        guard case .loaded(let reloaded) = next.load() else {
            Issue.record("the database did not load after the migration")
            return
        }
        #expect(reloaded == migrated)
        #expect(calls.value == 1)
    }

    /// A migration reads what it converts: rows, and single values.
    @Test func aMigrationReadsRowsAndValues() throws {
        let sandbox = try SQLiteSandbox()
        try DiaryState.storage(at: sandbox.database).write(Self.saved, previous: nil, changed: .all)

        let storage = DiaryRenamedState.storage(at: sandbox.database) { migration in
            try Self.renaming(migration)
            #expect(try migration.columns(in: "pages").contains("body"))
            let count = try migration.value("SELECT count(*) FROM pages")
            for row in try migration.rows("SELECT id, body FROM pages") {
                let body = (row["body"]?.text ?? "") + " of \(count?.integer ?? 0)"
                try migration.execute("UPDATE pages SET body = ? WHERE id = ?", arguments: [.text(body), row["id"]!])
            }
        }
        guard case .loaded(let migrated) = storage.load() else {
            Issue.record("the migrated database did not load")
            return
        }
        #expect(migrated.pages.map(\.body) == ["first of 2", "second of 2"])
    }

    /// Generated code for a schema with `migrations:` is not a
    /// `TablePersistentState`, whose persistence takes no `migrate`: the
    /// app cannot leave it out.
    @Test func aMigratingSchemaOffersOnlyThePersistenceWithMigrate() {
        #expect(!(DiaryRenamedState.self is any TablePersistentState.Type))
        #expect(DiaryRenamedState.stateMigrations == [1])
    }

    @Test func aMigrationThatThrowsSetsTheDatabaseAsideAsItWas() throws {
        let sandbox = try SQLiteSandbox()
        try DiaryState.storage(at: sandbox.database).write(Self.saved, previous: nil, changed: .all)

        // Changes the tables, then throws: nothing it did is kept.
        let persistence = DiaryRenamedState.persistence(
            at: sandbox.database,
            migrate: { migration in
                try migration.execute("ALTER TABLE pages RENAME COLUMN text TO body")
                throw Refused()
            }, onError: sandbox.record)
        #expect(persistence.load() == nil)
        guard case .migrationFailed(let file, let kept, 1, let reason)? = sandbox.errors.first else {
            Issue.record("expected .migrationFailed, got \(sandbox.errors)")
            return
        }
        #expect(file == sandbox.database)
        #expect(reason.contains("the migration refused"))
        try Self.expectUnmigrated(at: kept)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database.path))
    }

    /// A migration that leaves tables the newer schema cannot read (here a
    /// page without its `body`) is rolled back, version included.
    @Test func aMigrationWhoseTablesDoNotLoadIsRolledBack() throws {
        let sandbox = try SQLiteSandbox()
        try DiaryState.storage(at: sandbox.database).write(Self.saved, previous: nil, changed: .all)

        let outcome = DiaryRenamedState.storage(at: sandbox.database) { migration in
            try migration.execute("UPDATE storegen_values SET name = 'heading' WHERE name = 'title'")
        }.load()
        guard case .failed(.migrationFailed(_, let kept, 1, let reason), blocksSaving: false) = outcome else {
            Issue.record("expected .migrationFailed, got \(outcome)")
            return
        }
        #expect(reason.contains("do not load"), "\(reason)")
        try Self.expectUnmigrated(at: kept)
    }

    /// A database saved at an older version the schema does not list is
    /// set aside unread, as without a migration; `migrate` is not called.
    @Test func aVersionNotListedIsSetAsideUnmigrated() throws {
        let sandbox = try SQLiteSandbox()
        try DiaryState.storage(at: sandbox.database).write(Self.saved, previous: nil, changed: .all)

        let calls = Calls()
        let storage = SQLiteStateStorage(
            url: sandbox.database, version: 3, layout: DiaryRenamedState.tableLayout, migrations: [2],
            migrate: { _ in calls.count() })
        let outcome = storage.load()
        guard case .failed(.noMigration(_, let kept, 1, 3), blocksSaving: false) = outcome else {
            Issue.record("expected .noMigration, got \(outcome)")
            return
        }
        #expect(calls.value == 0)
        try Self.expectUnmigrated(at: kept)
    }

    /// The database set aside is the one version 1 saved: its version, its
    /// column and value names, its rows.
    static func expectUnmigrated(at kept: URL) throws {
        let database = try DatabaseQueue(path: kept.path)
        let (version, columns, texts, values) = try database.read { db in
            (
                try Int.fetchOne(db, sql: "PRAGMA user_version"), try db.columns(in: "pages").map(\.name),
                try String.fetchAll(db, sql: "SELECT text FROM pages ORDER BY _order"),
                try String.fetchAll(db, sql: "SELECT name FROM storegen_values")
            )
        }
        try database.close()
        #expect(version == 1)
        #expect(columns.contains("text") && !columns.contains("body"))
        #expect(texts == ["first", "second"])
        #expect(values.contains("title") && !values.contains("heading"))
    }
}

/// How many times a migration ran.
final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }

    func count() {
        lock.lock()
        calls += 1
        lock.unlock()
    }
}
