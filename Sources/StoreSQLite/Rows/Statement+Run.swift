import Foundation
internal import GRDB
internal import GRDBSQLite

extension Statement {
    /// Runs this statement (one that returns no rows) with `values` bound to
    /// its parameters `?1`, `?2`… (those past its last are left out),
    /// through SQLite's C API: a save runs one per row it writes, and GRDB's
    /// `execute(arguments:)` would first copy the values into
    /// `StatementArguments` and check them. The statement is one of the
    /// save's own (no GRDB observer watches these tables).
    func run(binding values: [DatabaseValue]) throws {
        let statement = sqliteStatement
        sqlite3_reset(statement)
        let count = Int(sqlite3_bind_parameter_count(statement))
        var index: CInt = 1
        for value in values.prefix(count) {
            let code = Self.bind(value, at: index, in: statement)
            guard code == SQLITE_OK else { throw failure(code) }
            index += 1
        }
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else { throw failure(code) }
    }

    /// Steps this statement (one that returns rows) through SQLite's C API:
    /// true on a row, false when there are no more (a launch steps through
    /// every row of a table).
    func step() throws -> Bool {
        switch sqlite3_step(sqliteStatement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw failure(code)
        }
    }

    func failure(_ code: CInt) -> DatabaseError {
        let message = sqlite3_db_handle(sqliteStatement).flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
    }

    /// Binds one value; SQLite copies text and blobs (`SQLITE_TRANSIENT`).
    private static func bind(_ value: DatabaseValue, at index: CInt, in statement: SQLiteStatement) -> CInt {
        switch value.storage {
        case .null:
            return sqlite3_bind_null(statement, index)
        case .int64(let int):
            return sqlite3_bind_int64(statement, index, int)
        case .double(let double):
            return sqlite3_bind_double(statement, index, double)
        case .string(var string):
            if string.isEmpty { return sqlite3_bind_text(statement, index, "", 0, transient) }
            return string.withUTF8 { text in
                text.withMemoryRebound(to: CChar.self) { text in
                    sqlite3_bind_text(statement, index, text.baseAddress, CInt(text.count), transient)
                }
            }
        case .blob(let data):
            if data.isEmpty { return sqlite3_bind_zeroblob(statement, index, 0) }
            return data.withUnsafeBytes { bytes in
                sqlite3_bind_blob(statement, index, bytes.baseAddress, CInt(bytes.count), transient)
            }
        }
    }
}

/// `SQLITE_TRANSIENT`, a C macro Swift does not import: SQLite copies the value.
private let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
