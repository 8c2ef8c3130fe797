import Foundation

/// The server's open connections, at most `limit` of them: each one's task,
/// since when it has been waiting for a request, and by when it must have
/// sent one or taken its answer. A connection beyond the limit closes the
/// one that has waited longest, so idle or slow clients can never lock out
/// the page's own requests; `expire` closes those past their deadline.
///
/// Deadlines are kept here, checked by one sweep, rather than by a timer
/// per read and write: a burst of connections then costs one task each,
/// and the page's request, accepted after them, waits for less.
final class ConnectionRegistry: @unchecked Sendable {
    let limit: Int
    let timeout: Duration
    let clock: ServerClock
    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]
    private var nextID = 0

    private struct Entry {
        var task: Task<Void, Never>
        /// `nil` while a request is being answered or written.
        var waitingSince: Duration?
        /// When the connection is closed unless it has moved on: `nil`
        /// while its request is being answered (the server's own work).
        var deadline: Duration?
    }

    init(limit: Int, timeout: Duration, clock: ServerClock = .continuous) {
        self.limit = limit
        self.timeout = timeout
        self.clock = clock
    }

    var count: Int { lock.withLock { entries.count } }
    /// How many connections wait for their next request.
    var waitingCount: Int { lock.withLock { entries.values.count { $0.waitingSince != nil } } }
    /// How many connections were admitted (had a task started) in all.
    var admittedCount: Int { lock.withLock { admitted } }
    private var admitted = 0

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
            admitted += 1
            let now = clock.now()
            entries[id] = Entry(task: Task { await serve(id) }, waitingSince: now, deadline: now + timeout)
            return true
        }
    }

    /// What a connection is doing, for its deadline and for eviction.
    enum Phase {
        /// Reading its next request head: evictable, and timed.
        case waiting
        /// Its request being answered: neither.
        case answering
        /// Its answer being written: timed.
        case writing
    }

    func set(_ id: Int, _ phase: Phase) {
        let now = clock.now()
        lock.withLock {
            entries[id]?.waitingSince = phase == .waiting ? now : nil
            entries[id]?.deadline = phase == .answering ? nil : now + timeout
        }
    }

    /// Closes the connections past their deadline (their tasks are
    /// cancelled and close their sockets); returns how many.
    @discardableResult
    func expire() -> Int {
        let now = clock.now()
        return lock.withLock {
            let late = entries.filter { $0.value.deadline.map { $0 <= now } ?? false }
            for (id, entry) in late {
                entry.task.cancel()
                entries.removeValue(forKey: id)
            }
            return late.count
        }
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
