import Foundation
import StoreRuntime
import StoreSQLite

/// Where the state lives: `--store PATH`, else `$TIMETRACKER_STORE`, else
/// `TimeTracker.sqlite` in the platform's data folder for this app.
enum StateFileLocation {
    static let environmentVariable = "TIMETRACKER_STORE"
    static let defaultFileName = TimeTrackerState.stateDatabaseName

    static func url(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        guard let path = option ?? environment[environmentVariable], !path.isEmpty else {
            return StatePersistenceDefaults.applicationSupportDirectory().appendingPathComponent(defaultFileName)
        }
        return URL(fileURLWithPath: path)
    }

    static func persistence(
        option: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        onError: @escaping @Sendable (PersistenceError) -> Void = StatePersistenceDefaults.reportToStandardError
    ) -> StatePersistence<TimeTrackerState> {
        TimeTrackerState.persistence(at: url(option: option, environment: environment), onError: onError)
    }
}
