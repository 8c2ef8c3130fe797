import Foundation

/// The state file could not be read or written, so it may not hold what the
/// tool just showed: the run fails instead of pretending the change is kept.
struct StateNotKept: Error, CustomStringConvertible {
    let file: URL

    var description: String {
        "\(file.path) may not hold the state shown: see the StoreRuntime message above"
    }
}
