import Foundation

/// A state its store keeps in a file: what generated code declares for a
/// schema with `persist: true` (and no `migrations:`), the state's format
/// version and its file's name, from which this extension makes its
/// `StatePersistence`, `CounterState.persistence()` for the app's data folder
/// or `CounterState.persistence(at: url)` for a file the app chooses.
///
/// Declared here once rather than generated per schema, so a generated file
/// that needs nothing else of Foundation does not import it. A schema that
/// lists `migrations:` gets its own two functions instead, whose `migrate` is
/// required, and does not conform (this extension's would make it optional).
public protocol PersistentState: Codable, Sendable {
    /// The schema's state `version`: what the state file is written at.
    static var stateVersion: Int { get }
    /// The state file's name in the app's data folder unless the app names
    /// another: `<Store>.json`.
    static var stateFileName: String { get }
}

extension PersistentState {
    /// Keeps the state in `fileName` in the app's data folder, at `stateVersion`.
    /// `migrate` turns the JSON of a state saved at an older version into the current state;
    /// changes are gathered for `saveDelay` into one write, after which `onSave` is called
    /// (on the save queue); `onError` receives every load and save failure (by default,
    /// standard error).
    public static func persistence(
        fileName: String = stateFileName,
        migrate: (@Sendable (Data, Int) throws -> Self)? = nil,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError
    ) -> StatePersistence<Self> {
        .applicationSupport(
            fileName: fileName, version: stateVersion, migrate: migrate, onError: onError,
            saveDelay: saveDelay, didSave: onSave)
    }

    /// Keeps the state in the file at `url` (one the user chose), at `stateVersion`.
    /// `migrate`, `saveDelay`, `onSave` and `onError` as for `persistence(fileName:)`.
    public static func persistence(
        at url: URL,
        migrate: (@Sendable (Data, Int) throws -> Self)? = nil,
        saveDelay: Duration = StatePersistenceDefaults.saveDelay,
        onSave: (@Sendable () -> Void)? = nil,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError
    ) -> StatePersistence<Self> {
        StatePersistence(
            url: url, version: stateVersion, migrate: migrate, onError: onError,
            saveDelay: saveDelay, didSave: onSave)
    }
}
