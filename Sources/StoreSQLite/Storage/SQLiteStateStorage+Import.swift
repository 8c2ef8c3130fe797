import Foundation
internal import GRDB
@_spi(StateStorage) import StoreRuntime

extension SQLiteStateStorage {
    /// The JSON file a store kept its state in before its schema said
    /// `persist: {to: sqlite}`: the database's name with `.json`
    /// (`TimeTracker.json` beside `TimeTracker.sqlite`), as the two default
    /// names are.
    public var jsonFile: URL {
        url.deletingPathExtension().appendingPathExtension("json")
    }

    /// A first launch on SQLite (no database yet) with `jsonFile` beside it:
    /// its state is written to a new database in one transaction, loaded, and
    /// reported to `onImport`. The JSON file is left as it was (delete it once
    /// the app runs on the database); the database is found first from then on.
    /// A JSON file that cannot be used is moved aside and reported as its own
    /// persistence would, and the app starts from its initial state.
    func importJSON() -> StateLoadOutcome<State> {
        let json = jsonFile
        guard FileManager.default.fileExists(atPath: json.path) else { return .missing }
        switch JSONStateFile<State>(url: json, version: version).load() {
        case .missing:
            return .missing
        case .failed(let error, _):
            // The JSON file is never written: saving to the database cannot harm it.
            return .failed(error, blocksSaving: false)
        case .loaded(let state):
            do {
                try store(state, previous: nil, changed: .all)
            } catch {
                // No database is left behind, so the next launch imports again.
                discardDatabase()
                return .failed(error, blocksSaving: true)
            }
            onImport?(json, url)
            return .loaded(state)
        }
    }
}

extension SQLiteStateStorage {
    /// Closes the database and removes it with its `-wal` and `-shm` files.
    func discardDatabase() {
        if let database { try? database.close() }
        database = nil
        tables = [:]
        orders = [:]
        isPrepared = false
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }
}

/// What StoreSQLite's persistence does by default when it imported a JSON file.
public enum SQLiteImportDefaults {
    /// Writes one line to standard error, as `StatePersistenceDefaults.reportToStandardError` does for errors.
    @Sendable public static func reportToStandardError(json: URL, database: URL) {
        let line =
            "StoreSQLite: imported the state saved in \(json.path) into \(database.path);"
            + " \(json.lastPathComponent) was left as it was\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
