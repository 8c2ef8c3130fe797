import Foundation
internal import GRDB
@_spi(StateStorage) import StoreRuntime

/// A state kept in an SQLite database, table by table (`TableLayout`): each
/// collection of identifiable rows in a table of its own, the other fields
/// as single values in `storegen_values`, the format version in
/// `PRAGMA user_version`. A save writes, in one transaction, only the rows
/// and fields that changed since the last one.
///
/// The database is in WAL mode, so another process (an app's widget) reads
/// a complete saved state while the app writes. A save survives a crash of
/// the app once it returns; `synchronize()` (which `flush()` and `saveNow`
/// call) makes the saves so far survive a power cut (`synchronous =
/// NORMAL`: commits do not wait for the disk). A database that cannot be opened or read
/// is moved aside with its `-wal` file and reported, as an unreadable JSON
/// file is; it is never written over. One saved at an older version that
/// `migrations` lists is first given to `migrate` (`SQLiteMigration`).
public final class SQLiteStateStorage<State: Codable & Sendable>: StateStorage, @unchecked Sendable {
    public let url: URL
    public let version: Int
    let layout: TableLayout<State>

    /// Guards the fields below (a load and the save queue's writes).
    let lock = NSLock()
    var database: DatabaseQueue?
    /// Each table's columns, once it is known to exist.
    var tables: [String: TableColumns] = [:]
    /// Each table's `_order` values, position by position, as last loaded or written.
    var orders: [String: [Int64]] = [:]
    var isPrepared = false
    /// Told when a first launch imported the state of `jsonFile`.
    let onImport: (@Sendable (_ json: URL, _ database: URL) -> Void)?
    /// The older versions `migrate` converts (the schema's `migrations:`).
    let migrations: [Int]
    let migrate: (@Sendable (SQLiteMigration) throws -> Void)?

    static var valuesTable: String { "storegen_values" }

    /// - Parameters:
    ///   - url: the database.
    ///   - version: the state's format version written with it.
    ///   - layout: which fields are tables and which single values.
    ///   - migrations: the older versions `migrate` converts (the schema's
    ///     `migrations:`); a database saved at another is set aside unread.
    ///   - migrate: changes the tables of a database saved at one of
    ///     `migrations` with SQL (`SQLiteMigration`), in the load's transaction.
    ///   - onImport: told when a first launch (no database yet) imported the
    ///     state of the JSON file of the same name beside it (`jsonFile`).
    public init(
        url: URL, version: Int, layout: TableLayout<State>, migrations: [Int] = [],
        migrate: (@Sendable (SQLiteMigration) throws -> Void)? = nil,
        onImport: (@Sendable (_ json: URL, _ database: URL) -> Void)? = nil
    ) {
        self.url = url
        self.version = version
        self.layout = layout
        self.migrations = migrations
        self.migrate = migrate
        self.onImport = onImport
    }

    public func load() -> StateLoadOutcome<State> {
        locked {
            guard FileManager.default.fileExists(atPath: url.path) else { return importJSON() }
            do {
                let database = try open()
                let read = try database.read { db in try StoredStateReader(layout: layout, version: version).read(db) }
                switch read {
                case .empty:
                    return .missing
                case .foreign:
                    return setAside { .unreadable(file: url, keptAt: $0, reason: "not a StoreGen state database") }
                case .version(let found) where found > version:
                    return setAside { .newerVersion(file: url, keptAt: $0, found: found, supported: version) }
                case .version(let found) where migrate != nil && migrations.contains(found):
                    return migrateAndLoad(database, from: found)
                case .version(let found):
                    return setAside { .noMigration(file: url, keptAt: $0, found: found, current: version) }
                case .state(let state, let orders):
                    self.orders = orders
                    return .loaded(state)
                }
            } catch let error as DatabaseError where Self.isUnreadable(error) {
                return setAside { .unreadable(file: url, keptAt: $0, reason: Self.reason(error)) }
            } catch let error as DecodingError {
                let reason = StateStorageSupport.readableReason(error)
                return setAside { .unreadable(file: url, keptAt: $0, reason: reason) }
            } catch {
                return .failed(.readFailed(file: url, reason: Self.reason(error)), blocksSaving: true)
            }
        }
    }

    public func write(_ state: State, previous: State?, changed: FieldSet) throws(StoreRuntime.PersistenceError) {
        try locked { () throws(StoreRuntime.PersistenceError) in
            try store(state, previous: previous, changed: changed)
        }
    }

    /// Syncs the WAL file, where the saves since the last checkpoint are,
    /// through SQLite's own handle of it (closing another descriptor of a
    /// database's files would drop SQLite's locks on them).
    public func synchronize() throws(StoreRuntime.PersistenceError) {
        try locked { () throws(StoreRuntime.PersistenceError) in
            guard let database else { return }
            do {
                try database.writeWithoutTransaction { db in try Self.syncWAL(of: db) }
            } catch {
                throw .writeFailed(file: url, reason: Self.reason(error))
            }
        }
    }

    /// `write`, with the lock held.
    func store(_ state: State, previous: State?, changed: FieldSet) throws(StoreRuntime.PersistenceError) {
        do {
            let database = try database ?? open()
            try prepare(database)
            var tables = tables
            var orders = orders
            try database.writeWithoutTransaction { db in
                try Self.inTransaction(db) {
                    try writeValues(state, previous: previous, changed: changed, in: db)
                    for table in layout.tables {
                        try write(
                            table, of: state, previous: previous, changed: changed,
                            tables: &tables, orders: &orders, in: db)
                    }
                }
            }
            self.tables = tables
            self.orders = orders
        } catch let error as EncodingError {
            throw .encodingFailed(file: url, reason: StateStorageSupport.readableReason(error))
        } catch let error as RowWithoutID {
            throw .encodingFailed(file: url, reason: error.description)
        } catch let error as RowNotColumns {
            throw .encodingFailed(file: url, reason: error.description)
        } catch {
            throw .writeFailed(file: url, reason: Self.reason(error))
        }
    }
}
