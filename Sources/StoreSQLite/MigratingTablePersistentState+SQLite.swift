import Foundation
import StoreRuntime

extension MigratingTablePersistentState {
    /// Keeps the state in the database `fileName` in the app's data folder,
    /// at `stateVersion`, as `TablePersistentState.persistence(fileName:)`
    /// does. A database saved at a version the schema's `migrations:` lists
    /// (`stateMigrations`) is first given to `migrate`, which changes its
    /// tables with SQL (`SQLiteMigration`), in one transaction with the new
    /// version: if it throws, or the tables do not load after it, the
    /// database is set aside unchanged and reported to `onError`.
    public static func persistence(
        fileName: String = stateDatabaseName,
        migrate: @escaping @Sendable (SQLiteMigration) throws -> Void,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (StoreRuntime.PersistenceError) -> Void = StatePersistenceDefaults
            .reportToStandardError,
        onImport: @escaping @Sendable (_ json: URL, _ database: URL) -> Void = SQLiteImportDefaults
            .reportToStandardError
    ) -> StatePersistence<Self> {
        persistence(
            at: StatePersistenceDefaults.applicationSupportDirectory().appendingPathComponent(fileName),
            migrate: migrate, saveDelay: saveDelay, onSave: onSave, onError: onError, onImport: onImport)
    }

    /// Keeps the state in the database at `url` (one the user chose), at
    /// `stateVersion`; `migrate`, `saveDelay`, `onSave`, `onError` and
    /// `onImport` as for `persistence(fileName:migrate:)`.
    public static func persistence(
        at url: URL,
        migrate: @escaping @Sendable (SQLiteMigration) throws -> Void,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (StoreRuntime.PersistenceError) -> Void = StatePersistenceDefaults
            .reportToStandardError,
        onImport: @escaping @Sendable (_ json: URL, _ database: URL) -> Void = SQLiteImportDefaults
            .reportToStandardError
    ) -> StatePersistence<Self> {
        StatePersistence(
            storage: storage(at: url, migrate: migrate, onImport: onImport), onError: onError, saveDelay: saveDelay,
            didSave: onSave)
    }

    /// The database at `url` itself, for a reader that only loads (an app's
    /// widget, a tool) or a persistence configured otherwise: a reader that
    /// finds an older database migrates it as the app would (and one that
    /// finds it migrated already loads it); `onImport` as for
    /// `persistence(fileName:migrate:)`, not told by default.
    public static func storage(
        at url: URL, migrate: @escaping @Sendable (SQLiteMigration) throws -> Void,
        onImport: (@Sendable (_ json: URL, _ database: URL) -> Void)? = nil
    ) -> SQLiteStateStorage<Self> {
        SQLiteStateStorage(
            url: url, version: stateVersion, layout: tableLayout, migrations: stateMigrations, migrate: migrate,
            onImport: onImport)
    }
}
