import Foundation
import StoreRuntime

/// The actions applied since launch, recorded by the runtime's recording
/// middleware as JSON Lines next to the state file, so a session can be read
/// back (or replayed onto a fresh store to reproduce a bug).
struct ActionHistory: Sendable {
    let url: URL

    /// `counter.json` -> `counter.history.jsonl`.
    init(storeURL: URL) {
        url = storeURL.deletingPathExtension().appendingPathExtension("history.jsonl")
    }

    /// The recording middleware; starts a new history (the file is emptied).
    func recorder() throws -> Middleware<CommandCounterState, CommandCounterAction> {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try .recording(to: url)
    }

    /// The recorded actions, oldest first.
    func actions() throws(ActionRecordingError) -> [CommandCounterAction] {
        try ActionRecording.actions(CommandCounterAction.self, from: url)
    }
}
