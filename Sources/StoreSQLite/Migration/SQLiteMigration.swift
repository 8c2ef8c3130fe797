import Foundation
internal import GRDB

/// A database saved at an older version, as a schema's `migrations:`
/// promises to convert it: `migrate` is given one and changes the tables
/// with SQL (renames a column, fills a new one, moves a value), the way a
/// database's users migrate it. It runs inside the load's transaction, with
/// `PRAGMA user_version` set to the current version after it: if it throws,
/// or the tables do not load afterwards, nothing it did is kept and the
/// database is set aside unchanged.
///
/// The tables are the state's collections of rows, each named as its field,
/// keyed by `id`, in `_order`; each other saved field is a row of
/// `storegen_values` (`name`, `value` as JSON). Valid only inside `migrate`;
/// do not begin or end a transaction in it.
public final class SQLiteMigration {
    /// The version the database was saved at (one the schema's `migrations:` lists).
    public let savedVersion: Int
    /// The version it is migrated to: the schema's `version`.
    public let currentVersion: Int
    private let db: Database

    init(db: Database, savedVersion: Int, currentVersion: Int) {
        self.db = db
        self.savedVersion = savedVersion
        self.currentVersion = currentVersion
    }

    /// Runs `sql`, one statement or several separated by semicolons, binding
    /// `arguments` to its `?`s in order.
    public func execute(_ sql: String, arguments: [SQLiteValue] = []) throws {
        try db.execute(sql: sql, arguments: Self.arguments(arguments))
    }

    /// The rows `sql` (one query) selects, `arguments` bound to its `?`s.
    public func rows(_ sql: String, arguments: [SQLiteValue] = []) throws -> [SQLiteRow] {
        let rows = try Row.fetchAll(db, sql: sql, arguments: Self.arguments(arguments))
        return rows.map { row in
            SQLiteRow(columns: Array(row.columnNames), values: row.databaseValues.map(SQLiteValue.init))
        }
    }

    /// The first column of the first row `sql` selects, or nil when it selects none.
    public func value(_ sql: String, arguments: [SQLiteValue] = []) throws -> SQLiteValue? {
        let row = try Row.fetchOne(db, sql: sql, arguments: Self.arguments(arguments))
        return row.flatMap { $0.databaseValues.first }.map(SQLiteValue.init)
    }

    /// The names of the columns of `table`, in order (none when there is no such table).
    public func columns(in table: String) throws -> [String] {
        guard try db.tableExists(table) else { return [] }
        return try db.columns(in: table).map(\.name)
    }

    private static func arguments(_ values: [SQLiteValue]) -> StatementArguments {
        StatementArguments(values.map(\.databaseValue))
    }
}
