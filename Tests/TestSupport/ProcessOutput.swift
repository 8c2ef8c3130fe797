import Foundation

/// What a finished child process printed and returned.
public struct ProcessOutput: Sendable, Equatable {
    public var status: Int32
    /// Whether the child exited on its own (`false`: a signal ended it).
    public var exited: Bool
    public var stdout: String
    public var stderr: String

    public init(status: Int32, exited: Bool = true, stdout: String, stderr: String) {
        self.status = status
        self.exited = exited
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Both streams, as a person watching the terminal would see them
    /// (compilers print diagnostics on either).
    public var combined: String { stdout + stderr }
}
