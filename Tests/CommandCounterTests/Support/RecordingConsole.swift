import Foundation
@testable import CommandCounter

/// Keeps every line written, from any thread, in order.
final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func write(_ line: String) {
        lock.withLock { recorded.append(line) }
    }

    var lines: [String] { lock.withLock { recorded } }
}
