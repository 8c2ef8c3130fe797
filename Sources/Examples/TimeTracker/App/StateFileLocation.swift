import Foundation
import StoreRuntime

/// Where the state lives: `--store PATH`, else `$TIMETRACKER_STORE`, else
/// `TimeTracker.json` in the platform's data folder for this app.
enum StateFileLocation {
    static let environmentVariable = "TIMETRACKER_STORE"
    static let defaultFileName = "TimeTracker.json"

    static func persistence(
        option: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError
    ) -> StatePersistence<TimeTrackerState> {
        guard let path = option ?? environment[environmentVariable], !path.isEmpty else {
            return TimeTrackerState.persistence(fileName: defaultFileName, onError: onError)
        }
        return TimeTrackerState.persistence(at: URL(fileURLWithPath: path), onError: onError)
    }
}
