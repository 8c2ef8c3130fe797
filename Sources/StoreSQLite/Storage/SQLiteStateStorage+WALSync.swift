internal import GRDB
internal import GRDBSQLite

extension SQLiteStateStorage {
    /// Syncs the connection's WAL file (nothing when it has none open).
    static func syncWAL(of db: Database) throws {
        var file: UnsafeMutablePointer<sqlite3_file>?
        let found = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_JOURNAL_POINTER, &file)
        guard found == SQLITE_OK, let file, let sync = file.pointee.pMethods?.pointee.xSync else { return }
        let code = sync(file, SQLITE_SYNC_NORMAL)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "the WAL file could not be synced")
        }
    }
}
