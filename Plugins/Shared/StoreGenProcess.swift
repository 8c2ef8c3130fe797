import Foundation

// One copy of this file serves both command plugins: each of their folders
// holds a symbolic link to Plugins/Shared/StoreGenProcess.swift, since
// plugins cannot depend on a library target.

/// Runs the generator with the plugin's own stdout and stderr, so its
/// messages (`Created ...`, `file:line:column: error: ...`) reach the user as is.
enum StoreGenProcess {
    /// Runs `executable` with `arguments` to its end; its exit status.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// What a command plugin fails with: a sentence for the user.
struct CommandPluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
