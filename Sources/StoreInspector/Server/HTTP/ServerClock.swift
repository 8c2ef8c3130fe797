/// The time a server keeps its connections' deadlines in: the continuous
/// clock when it serves a page, a clock the test moves in tests, so that
/// no test of a deadline passes or fails by how loaded the machine is.
struct ServerClock: Sendable {
    /// The time since the clock was made.
    let now: @Sendable () -> Duration
    /// Waits `duration` on the clock; throws when the task is cancelled.
    let sleep: @Sendable (Duration) async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        now = { start.duration(to: clock.now) }
        sleep = { try await clock.sleep(for: $0) }
    }

    static let continuous = ServerClock(ContinuousClock())
}
