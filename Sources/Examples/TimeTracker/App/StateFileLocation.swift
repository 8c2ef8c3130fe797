import Foundation
import StoreRuntime

/// Where the state lives: `--store PATH`, else `$TIMETRACKER_STORE`, else
/// `TimeTracker.json` in the platform's data folder for this app.
enum StateFileLocation {
    static let environmentVariable = "TIMETRACKER_STORE"

    static func persistence(
        option: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StatePersistence<TimeTrackerState> {
        guard let path = option ?? environment[environmentVariable], !path.isEmpty else {
            return TimeTrackerState.persistence()
        }
        // The generated `persistence()` only knows the data folder; a chosen
        // file has to restate the schema's `version:` (reported as a codegen gap).
        return StatePersistence(url: URL(fileURLWithPath: path), version: 1)
    }
}
