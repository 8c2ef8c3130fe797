import Foundation

/// The server's open connections, at most `limit` of them: each one's task,
/// and since when it has been waiting for a request. A connection beyond the
/// limit closes the one that has waited longest, so idle or slow clients
/// can never lock out the page's own requests.
final class ConnectionRegistry: @unchecked Sendable {
    let limit: Int
    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]
    private var nextID = 0

    private struct Entry {
        var task: Task<Void, Never>
        /// `nil` while a request is being answered.
        var waitingSince: ContinuousClock.Instant?
    }

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { lock.withLock { entries.count } }

    /// Starts `serve` for a new connection, closing the longest-waiting one
    /// when at the limit; `false` (nothing started) when every open
    /// connection is being answered.
    func admit(_ serve: @escaping @Sendable (Int) async -> Void) -> Bool {
        lock.withLock {
            if entries.count >= limit {
                let waiting = entries.compactMap { id, entry in entry.waitingSince.map { (id, $0) } }
                guard let oldest = waiting.min(by: { $0.1 < $1.1 }) else { return false }
                // Counted out now; its task closes the socket as it ends.
                entries.removeValue(forKey: oldest.0)?.task.cancel()
            }
            let id = nextID
            nextID += 1
            entries[id] = Entry(task: Task { await serve(id) }, waitingSince: .now)
            return true
        }
    }

    /// The connection waits for its next request (`true`) or is being answered.
    func setWaiting(_ id: Int, _ waiting: Bool) {
        lock.withLock { entries[id]?.waitingSince = waiting ? .now : nil }
    }

    func remove(_ id: Int) {
        lock.withLock { _ = entries.removeValue(forKey: id) }
    }

    /// Ends every connection (the server is stopping).
    func cancelAll() {
        lock.withLock {
            for entry in entries.values { entry.task.cancel() }
            entries.removeAll()
        }
    }
}
