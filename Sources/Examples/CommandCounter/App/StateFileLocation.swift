import Foundation
import StoreRuntime

extension CommandCounterState {
    /// The state kept in a file of the user's choosing (`--store PATH`).
    ///
    /// The generated `persistence()` only places the file in the app's data
    /// folder, so the schema's state `version` has to be repeated here; keep
    /// it equal to `version:` in CommandCounter.store.yaml.
    static func persistence(at url: URL) -> StatePersistence<CommandCounterState> {
        StatePersistence(url: url, version: 1)
    }
}
