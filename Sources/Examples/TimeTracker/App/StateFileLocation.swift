import Foundation
import StoreRuntime

/// Where the state lives: `--store PATH`, else `$TIMETRACKER_STORE`, else
/// the platform's data folder for this app.
enum StateFileLocation {
    static let environmentVariable = "TIMETRACKER_STORE"

    static func url(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = option ?? environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return StatePersistenceDefaults.applicationSupportDirectory(folder: "TimeTracker", environment: environment)
            .appendingPathComponent("TimeTracker.json")
    }
}
