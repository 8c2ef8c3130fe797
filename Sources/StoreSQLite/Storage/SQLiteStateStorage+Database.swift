import Foundation
internal import GRDB
@_spi(StateStorage) import StoreRuntime

extension SQLiteStateStorage {
    /// Opens the database (kept open for the writes that follow).
    func open() throws -> DatabaseQueue {
        if let existing = database { return existing }
        var configuration = Configuration()
        // A reader in another process may hold the database for a moment
        // (a checkpoint): wait for it rather than fail.
        configuration.busyMode = .timeout(10)
        // A commit writes the WAL without waiting for the disk; `synchronize()`
        // (flush, saveNow) and each checkpoint sync it (SQLite's advice for WAL).
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let database = try DatabaseQueue(path: url.path, configuration: configuration)
        self.database = database
        return database
    }

    /// Before the first write: WAL mode, the tables, the format version.
    func prepare(_ database: DatabaseQueue) throws {
        guard !isPrepared else { return }
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.inTransaction(.immediate) {
                try db.execute(
                    sql: """
                        CREATE TABLE IF NOT EXISTS \(Self.valuesTable) (name TEXT PRIMARY KEY, value TEXT NOT NULL)
                        """)
                for table in layout.tables where tables[table.name] == nil {
                    tables[table.name] = try TableColumns(table: table.name, in: db)
                }
                try db.execute(sql: "PRAGMA user_version = \(version)")
                return .commit
            }
        }
        isPrepared = true
    }

    /// Each single value that changed, as JSON.
    func writeValues(_ state: State, previous: State?, changed: FieldSet, in db: Database) throws {
        for value in layout.values {
            try write(value, of: state, previous: previous, changed: changed, in: db)
        }
    }

    private func write<Value: StoredValue>(
        _ value: Value, of state: State, previous: State?, changed: FieldSet, in db: Database
    ) throws where Value.State == State {
        let new = state[keyPath: value.keyPath]
        if let previous, !changed.contains(value.field) || previous[keyPath: value.keyPath] == new { return }
        let json = String(decoding: try StoredJSON.encoder().encode(new), as: UTF8.self)
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(Self.valuesTable) (name, value) VALUES (?, ?)")
            .execute(arguments: [value.name, json])
    }

    /// The rows of one table that changed.
    func write<Table: StoredTable>(
        _ table: Table, of state: State, previous: State?, changed: FieldSet,
        tables: inout [String: TableColumns], orders: inout [String: [Int64]], in db: Database
    ) throws where Table.State == State {
        if previous != nil, !changed.contains(table.field) { return }
        let columns = try tables[table.name] ?? TableColumns(table: table.name, in: db)
        var save = TableSave(table: table, db: db, columns: columns)
        let old = previous.flatMap { previous in
            orders[table.name].map { (rows: previous[keyPath: table.keyPath], order: $0) }
        }
        orders[table.name] = try save.write(state[keyPath: table.keyPath], old: old)
        tables[table.name] = save.columns
    }

    /// Runs `body` in one immediate transaction, committed when it returns
    /// and rolled back when it throws. Its statements are prepared once per
    /// connection (GRDB's `inTransaction` prepares its `BEGIN` and `COMMIT`
    /// again for each save).
    static func inTransaction(_ db: Database, _ body: () throws -> Void) throws {
        try db.cachedStatement(sql: "BEGIN IMMEDIATE TRANSACTION").run(binding: [])
        do {
            try body()
            try db.cachedStatement(sql: "COMMIT TRANSACTION").run(binding: [])
        } catch {
            if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK TRANSACTION") }
            throw error
        }
    }

    /// Closes the database and moves it aside with its `-wal` and `-shm`
    /// files; the error says where it went.
    func setAside(_ makeError: (URL) -> StoreRuntime.PersistenceError) -> StateLoadOutcome<State> {
        if let database { try? database.close() }
        database = nil
        tables = [:]
        orders = [:]
        isPrepared = false
        do {
            let kept = try StateStorageSupport.moveAside(url, companions: ["-wal", "-shm"])
            return .failed(makeError(kept), blocksSaving: false)
        } catch {
            return .failed(.moveAsideFailed(file: url, reason: Self.reason(error)), blocksSaving: true)
        }
    }

    /// A file that is not a database, or a damaged one: nothing else can read it either.
    static func isUnreadable(_ error: DatabaseError) -> Bool {
        [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode.primaryResultCode)
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
        return StateStorageSupport.readableReason(error)
    }

    /// `NSLocking.withLock` needs macOS 14 / iOS 17; the runtime supports older systems.
    func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
