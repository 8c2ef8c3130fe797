import Foundation

/// What a `StateStorage` in another library shares with the JSON file's:
/// the name a stored state is set aside under, and the one-line reasons in
/// `PersistenceError`s. SPI: for storages, not apps.
@_spi(StateStorage)
public enum StateStorageSupport {
    /// Moves `file` aside, `state.db` -> `state.corrupt-20261122T020304Z.db`
    /// (with `-2`, `-3`… if taken), with each existing `companions` file
    /// (suffixes such as a database's `-wal`) beside it under the new name;
    /// returns where `file` went.
    public static func moveAside(_ file: URL, companions: [String] = []) throws -> URL {
        try StateFileReader.moveAside(file, companions: companions, now: Date())
    }

    /// One line for `error`, without Foundation's nested dumps.
    public static func readableReason(_ error: any Error) -> String {
        StateFileReader.readableReason(error)
    }
}
