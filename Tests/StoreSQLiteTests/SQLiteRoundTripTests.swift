import Foundation
import GRDB
import SQLiteFeatures
import StoreRuntime
import StoreSQLite
import Testing

@Suite struct SQLiteRoundTripTests {
    /// What a store saves is what the next launch loads: tables, values, and
    /// the default of the field the schema does not persist.
    @Test func aSavedStoreLoadsAsItWasSaved() throws {
        let sandbox = try SQLiteSandbox()
        let persistence = sandbox.journal()
        #expect(persistence.load() == nil)
        let store = Store(initialState: JournalState.filled(rows: 5, notes: 3), persistence: persistence)
        store.dispatch(.tick(counter: 9))
        store.dispatch(.rows(.element(id: 2, action: .rename(title: "renamed"))))
        try persistence.flush()

        var expected = JournalState.filled(rows: 5, notes: 3)
        expected.tick(counter: 9)
        expected.rows[id: 2]?.title = "renamed"
        let loaded = try #require(try reload(sandbox.database))
        #expect(loaded == expected)
        #expect(loaded.rows.ids == [0, 1, 2, 3, 4])
        #expect(sandbox.errors.isEmpty)
    }

    /// Rows inserted, removed and moved anywhere, in both kinds of table,
    /// load in the order the state holds them, after every save.
    @Test(arguments: [1, 2, 3]) func theOrderOfRowsIsKeptThroughRandomEdits(seed: UInt64) throws {
        let sandbox = try SQLiteSandbox()
        let storage = JournalState.storage(at: sandbox.database)
        var generator = SeededGenerator(state: seed)
        var state = JournalState.filled(rows: 40, notes: 10)
        try store(state, after: nil, in: storage)
        var nextID = 1_000
        for step in 0..<150 {
            let previous = state
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                Self.edit(&state, nextID: &nextID, using: &generator)
            }
            try store(state, after: previous, in: storage)
            let loaded = try #require(try reload(sandbox.database))
            #expect(loaded.rows.ids == state.rows.ids, "seed \(seed), step \(step)")
            #expect(loaded == state, "seed \(seed), step \(step)")
        }
    }

    private static func edit(_ state: inout JournalState, nextID: inout Int, using generator: inout SeededGenerator) {
        let count = state.rows.count
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            nextID += 1
            let position = Int.random(in: 0...count, using: &generator)
            state.rows.insert(JournalRowState(id: nextID, title: "new"), at: position)
        case 1 where count > 0:
            state.rows.remove(id: state.rows[Int.random(in: 0..<count, using: &generator)].id)
        case 2 where count > 0:
            let id = state.rows[Int.random(in: 0..<count, using: &generator)].id
            state.rows.move(id: id, to: Int.random(in: 0..<count, using: &generator))
        case 3 where count > 0:
            let id = state.rows[Int.random(in: 0..<count, using: &generator)].id
            state.rows[id: id]?.stamp += 1
        case 4:
            nextID += 1
            state.notes.insert(
                Note(id: nextID, title: "n", stamp: 0, done: true),
                at: Int.random(in: 0...state.notes.count, using: &generator))
        case 5 where !state.notes.isEmpty:
            state.notes.remove(at: Int.random(in: 0..<state.notes.count, using: &generator))
        default:
            nextID += 1
            state.rows.append(JournalRowState(id: nextID, title: "appended"))
        }
    }

    /// A save after one row changed writes that row and nothing else of the
    /// table; a change to one single value writes that value alone.
    @Test func oneChangedRowIsTheOnlyRowWritten() throws {
        let sandbox = try SQLiteSandbox()
        let persistence = sandbox.journal()
        let store = Store(initialState: JournalState.filled(rows: 300, notes: 20), persistence: persistence)
        store.dispatch(.rows(.element(id: 0, action: .rename(title: "first save"))))
        try persistence.flush()
        try Self.logWrites(in: sandbox.connection())

        store.dispatch(.rows(.element(id: 123, action: .rename(title: "changed"))))
        try persistence.flush()

        let readLog = {
            try sandbox.connection().write { db in
                defer { try? db.execute(sql: "DELETE FROM write_log") }
                return try String.fetchAll(db, sql: "SELECT entry FROM write_log")
            }
        }
        #expect(try readLog() == ["update rows 123"])

        // A tick stamps rows 1 and 10 (of 300) and sets two values.
        store.dispatch(.tick(counter: 1))
        try persistence.flush()
        let expected: Set = ["update rows 1", "update rows 10", "insert value counter", "insert value checksum"]
        #expect(try Set(readLog()) == expected)
        #expect(sandbox.errors.isEmpty)
    }

    /// Triggers that note each row written to the tables and values, by whichever connection.
    private static func logWrites(in database: DatabaseQueue) throws {
        try database.write { db in
            try db.execute(sql: "CREATE TABLE write_log (entry TEXT)")
            for table in ["rows", "notes"] {
                for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
                    try db.execute(
                        sql: """
                            CREATE TRIGGER log_\(table)_\(event) AFTER \(event) ON \(table) BEGIN
                            INSERT INTO write_log VALUES ('\(event.lowercased()) \(table) ' || \(row).id); END
                            """)
                }
            }
            for event in ["INSERT", "UPDATE"] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER log_values_\(event) AFTER \(event) ON storegen_values BEGIN
                        INSERT INTO write_log VALUES ('\(event.lowercased()) value ' || NEW.name); END
                        """)
            }
        }
    }

    /// The database is in WAL mode, which lets another process read while the app writes.
    @Test func theDatabaseIsInWALMode() throws {
        let sandbox = try SQLiteSandbox()
        try store(JournalState.filled(rows: 1, notes: 1), after: nil, in: JournalState.storage(at: sandbox.database))
        let mode = try sandbox.connection().read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }
}
