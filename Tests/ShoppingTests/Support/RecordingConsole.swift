import Foundation
@testable import Shopping

/// Keeps every line written, so a test can compare the transcript it expects.
final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func write(_ line: String) {
        lock.withLock { recorded.append(line) }
    }

    var lines: [String] { lock.withLock { recorded } }

    /// Forgets what was written so far, to look only at what comes next.
    func clear() {
        lock.withLock { recorded = [] }
    }
}
