import Foundation

/// The CLI's channel for diagnostics and failures: stdout carries only the
/// output a user asked for (a scaffold, a graph), so it can be piped.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
