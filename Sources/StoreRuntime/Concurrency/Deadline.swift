/// A moment `delay` after it is made, on an injected clock: how the runtime
/// and StoreTesting wait (save coalescing, `TestStore` timeouts), so that
/// tests can run time on a test clock instead of waiting for it.
///
/// The moment is fixed when the deadline is made, not when someone starts
/// waiting for it: a test clock advanced in between still counts.
package struct Deadline: Sendable {
    private let passed: @Sendable () -> Bool
    private let sleep: @Sendable () async throws -> Void

    package init(after delay: Duration, on clock: any Clock<Duration>) {
        self.init(after: delay, onClock: clock)
    }

    private init<C: Clock<Duration>>(after delay: Duration, onClock clock: C) {
        let deadline = clock.now.advanced(by: delay)
        passed = { clock.now >= deadline }
        sleep = {
            // A clock already at the moment returns at once (a test clock
            // would otherwise wait for a later advance).
            if clock.now >= deadline { return }
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }

    /// Whether the clock has reached the moment.
    package var hasPassed: Bool { passed() }

    /// Returns once the clock has reached the moment; throws `CancellationError`
    /// if the task is cancelled first.
    package func wait() async throws { try await sleep() }
}
