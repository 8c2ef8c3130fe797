import Foundation

/// One run of the tool: the command and the options that apply to every command.
struct Invocation: Equatable, Sendable {
    var command: Command
    /// `--store PATH`: the state file; nil means the environment or the default location.
    var stateFile: String?
    /// `--at ISO-8601`: the moment to record instead of the current time
    /// (to book time after the fact, and for reproducible transcripts).
    var moment: Date?
}
