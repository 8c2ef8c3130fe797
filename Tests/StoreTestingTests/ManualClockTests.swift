import StoreTesting
import Testing

/// A `ManualClock` on its own, as a test of an app's store (not a
/// `TestStore`) uses it: wait until something sleeps on it, then move it.
/// (The time limit turns a wait that never ends into a failure.)
@Suite(.timeLimit(.minutes(1))) struct ManualClockTests {
    @Test func advanceWakesWhatIsDueAndNothingElse() async throws {
        let clock = ManualClock()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(2))
            return clock.now
        }
        await clock.waitForSleepers()
        #expect(clock.sleeperCount == 1)

        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1, "woken a second early")
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 0)
        #expect(try await sleeper.value == ManualClock.Instant(offset: .seconds(2)))
    }

    @Test func waitForSleepersReturnsOnceThatManySleep() async throws {
        let clock = ManualClock()
        let first = Task { try await clock.sleep(for: .seconds(1)) }
        let second = Task { try await clock.sleep(for: .seconds(3)) }
        await clock.waitForSleepers(2)
        #expect(clock.sleeperCount == 2)

        clock.advance(by: .seconds(5))
        try await first.value
        try await second.value
        #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
    }

    @Test func aCancelledSleepStopsWaiting() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }
}
