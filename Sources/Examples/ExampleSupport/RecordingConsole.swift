import Foundation

/// Keeps every line written, from any thread, in order, so an example's test
/// can compare the transcript it expects.
public final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    public func write(_ line: String) {
        lock.withLock { recorded.append(line) }
    }

    public var lines: [String] { lock.withLock { recorded } }

    /// Forgets what was written so far, to look only at what comes next.
    public func clear() {
        lock.withLock { recorded = [] }
    }
}
