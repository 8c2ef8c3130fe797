/// A server that answers after a short wait, or fails when offline: enough to
/// show an async command's actions arriving later.
struct FakeCounterServer: CounterServer {
    var count = 7
    var delay: Duration = .milliseconds(200)
    var isOffline = false
    /// What `delay` is measured on.
    var clock: any Clock<Duration> = ContinuousClock()

    func fetchCount() async throws -> Int {
        try await clock.sleep(for: delay)
        if isOffline { throw CounterServerError.offline }
        return count
    }
}

/// What a counter server can fail with.
enum CounterServerError: Error, Equatable, CustomStringConvertible {
    case offline

    var description: String {
        switch self {
        case .offline: "the counter server is offline"
        }
    }
}
