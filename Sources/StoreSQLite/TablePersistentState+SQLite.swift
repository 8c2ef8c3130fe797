import Foundation
import StoreRuntime

extension TablePersistentState {
    /// Keeps the state in the database `fileName` in the app's data folder,
    /// at `stateVersion`, table by table (`SQLiteStateStorage`). Changes are
    /// gathered for `saveDelay` into one transaction, after which `onSave` is
    /// called (on the save queue); `onError` receives every load and save
    /// failure (by default, standard error). On the first launch, the state
    /// of a JSON file of the same name beside the database (the store's
    /// before its schema said `to: sqlite`) is imported, and `onImport` told
    /// (by default, standard error).
    public static func persistence(
        fileName: String = stateDatabaseName,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (StoreRuntime.PersistenceError) -> Void = StatePersistenceDefaults
            .reportToStandardError,
        onImport: @escaping @Sendable (_ json: URL, _ database: URL) -> Void = SQLiteImportDefaults
            .reportToStandardError
    ) -> StatePersistence<Self> {
        persistence(
            at: StatePersistenceDefaults.applicationSupportDirectory().appendingPathComponent(fileName),
            saveDelay: saveDelay, onSave: onSave, onError: onError, onImport: onImport)
    }

    /// Keeps the state in the database at `url` (one the user chose), at
    /// `stateVersion`; `saveDelay`, `onSave`, `onError` and `onImport` as for `persistence(fileName:)`.
    public static func persistence(
        at url: URL,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (StoreRuntime.PersistenceError) -> Void = StatePersistenceDefaults
            .reportToStandardError,
        onImport: @escaping @Sendable (_ json: URL, _ database: URL) -> Void = SQLiteImportDefaults
            .reportToStandardError
    ) -> StatePersistence<Self> {
        StatePersistence(
            storage: storage(at: url, onImport: onImport), onError: onError, saveDelay: saveDelay,
            didSave: onSave)
    }

    /// The database at `url` itself, for a reader that only loads (an app's
    /// widget, a tool) or a persistence configured otherwise; `onImport` as
    /// for `persistence(fileName:)`, not told by default.
    public static func storage(
        at url: URL, onImport: (@Sendable (_ json: URL, _ database: URL) -> Void)? = nil
    ) -> SQLiteStateStorage<Self> {
        SQLiteStateStorage(url: url, version: stateVersion, layout: tableLayout, onImport: onImport)
    }
}
