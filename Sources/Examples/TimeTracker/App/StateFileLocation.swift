import Foundation
import StoreRuntime

/// Where the state lives: `--store PATH`, else `$TIMETRACKER_STORE`, else
/// `TimeTracker.json` in the platform's data folder for this app.
enum StateFileLocation {
    static let environmentVariable = "TIMETRACKER_STORE"
    static let defaultFileName = "TimeTracker.json"
    /// The schema's `version:`. Restated because the generated
    /// `TimeTrackerState.persistence(fileName:migrate:)` takes neither a file
    /// URL nor an `onError` (reported as a codegen gap).
    static let stateVersion = 1

    static func persistence(
        option: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError
    ) -> StatePersistence<TimeTrackerState> {
        guard let path = option ?? environment[environmentVariable], !path.isEmpty else {
            return .applicationSupport(fileName: defaultFileName, version: stateVersion, onError: onError)
        }
        return StatePersistence(url: URL(fileURLWithPath: path), version: stateVersion, onError: onError)
    }
}
