import Foundation
import StoreRuntime

extension TablePersistentState {
    /// Keeps the state in the database `fileName` in the app's data folder,
    /// at `stateVersion`, table by table (`SQLiteStateStorage`). Changes are
    /// gathered for `saveDelay` into one transaction, after which `onSave` is
    /// called (on the save queue); `onError` receives every load and save
    /// failure (by default, standard error).
    public static func persistence(
        fileName: String = stateDatabaseName,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (StoreRuntime.PersistenceError) -> Void = StatePersistenceDefaults
            .reportToStandardError
    ) -> StatePersistence<Self> {
        persistence(
            at: StatePersistenceDefaults.applicationSupportDirectory().appendingPathComponent(fileName),
            saveDelay: saveDelay, onSave: onSave, onError: onError)
    }

    /// Keeps the state in the database at `url` (one the user chose), at
    /// `stateVersion`; `saveDelay`, `onSave` and `onError` as for `persistence(fileName:)`.
    public static func persistence(
        at url: URL,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (StoreRuntime.PersistenceError) -> Void = StatePersistenceDefaults
            .reportToStandardError
    ) -> StatePersistence<Self> {
        StatePersistence(storage: storage(at: url), onError: onError, saveDelay: saveDelay, didSave: onSave)
    }

    /// The database at `url` itself, for a reader that only loads (an app's
    /// widget, a tool) or a persistence configured otherwise.
    public static func storage(at url: URL) -> SQLiteStateStorage<Self> {
        SQLiteStateStorage(url: url, version: stateVersion, layout: tableLayout)
    }
}
