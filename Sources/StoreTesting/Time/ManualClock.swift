import Foundation
import StoreRuntime

/// A clock whose time moves only when a test moves it, and which knows who is
/// waiting on it: a `TestStore`'s clock unless the test gives it another.
///
/// `TestStore.advance(by:)` moves it: each effect due wakes, and the test
/// store lets every effect and command run until it waits on the clock again
/// (or ends) before moving to the next moment, so a 6-second advance over a
/// 1-second timer gives six ticks. And since the test store can tell when
/// everything it started is waiting on this clock, `receive` fails at once
/// for an action that cannot arrive until time moves, instead of waiting.
///
/// Built on the toolchain alone (no swift-clocks): what the test store needs
/// is the list of sleepers, with the test store each works for, which only
/// a clock of its own can keep exactly.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A moment on a `ManualClock`: how long after the clock was made.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock was made.
        public let offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// How long from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `+1.5 seconds`.
        public var description: String { "+\(offset)" }
    }

    /// One wait on the clock, from the call to `sleep` until it is woken or
    /// cancelled. Guarded by the clock's lock.
    private final class Sleep: @unchecked Sendable {
        let deadline: Instant
        let owner: ObjectIdentifier?
        /// The effect task (or child of one) asleep, see `RunningTask`.
        let task: UInt64?
        var continuation: CheckedContinuation<Void, any Error>?
        var isCancelled = false

        init(deadline: Instant, owner: ObjectIdentifier?, task: UInt64?) {
            self.deadline = deadline
            self.owner = owner
            self.task = task
        }
    }

    private let lock = NSLock()
    private var current: Instant
    private var sleeps: [ObjectIdentifier: Sleep] = [:]

    /// A clock at `now` (`+0.0 seconds` by default).
    public init(now: Instant = Instant(offset: .zero)) {
        current = now
    }

    /// The clock's time: it moves only when the test advances it.
    public var now: Instant { lock.withLock { current } }

    /// Zero: the clock moves by exactly what the test advances it.
    public var minimumResolution: Duration { .zero }

    /// Returns once the clock has been moved to `deadline` (at once if it is
    /// there already); throws `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let sleep = Sleep(deadline: deadline, owner: TrackedWork.owner, task: RunningTask.id)
        let key = ObjectIdentifier(sleep)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if sleep.isCancelled { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleep.continuation = continuation
                    sleeps[key] = sleep
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let continuation: CheckedContinuation<Void, any Error>? = lock.withLock {
                sleep.isCancelled = true
                return sleeps.removeValue(forKey: key)?.continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// How many tasks wait on the clock now.
    public var sleeperCount: Int {
        lock.withLock { sleeps.count }
    }

    /// Returns once at least `count` tasks wait on the clock, so that moving
    /// it then wakes them: for a store that is not a `TestStore` (an app's
    /// store given this clock), whose sleeping effects nobody else watches.
    /// It counts, it does not time: it never gives up (a test's time limit
    /// turns a wait that never ends into a failure).
    public func waitForSleepers(_ count: Int = 1) async {
        var pause = Pause()
        while sleeperCount < count, !Task.isCancelled {
            await pause.wait()
        }
    }

    /// Moves the clock forward by `duration` and wakes every wait due by
    /// then, earliest first. It does not wait for what it wakes (a timer
    /// that sleeps again is woken once: advance one period at a time, after
    /// `waitForSleepers()`). For a `TestStore`'s clock, call the store's
    /// `advance(by:)`, which lets every effect run until it waits again
    /// before moving on.
    public func advance(by duration: Duration) {
        move(to: now.advanced(by: duration))
    }

    /// How many waits on the clock come from work `owner` started (see `TrackedWork`).
    func sleepCount(of owner: ObjectIdentifier) -> Int {
        lock.withLock { sleeps.values.count { $0.owner == owner } }
    }

    /// How many waits on the clock come from commands `owner` started (work
    /// of its own that is not an effect's task, see `RunningTask`).
    func commandSleepCount(of owner: ObjectIdentifier) -> Int {
        lock.withLock { sleeps.values.count { $0.owner == owner && $0.task == nil } }
    }

    /// The effect tasks (see `RunningTask`) with a task asleep on the clock.
    var sleepingTasks: Set<UInt64> {
        lock.withLock { Set(sleeps.values.compactMap(\.task)) }
    }

    /// The earliest moment someone waits for, if it is not after `limit`.
    func nextDeadline(notAfter limit: Instant) -> Instant? {
        lock.withLock {
            guard let next = sleeps.values.map(\.deadline).min(), next <= limit else { return nil }
            return next
        }
    }

    /// The earliest moment someone waits for.
    var nextDeadline: Instant? {
        lock.withLock { sleeps.values.map(\.deadline).min() }
    }

    /// Moves the clock to `instant` (never back) and wakes the waits due by then.
    func move(to instant: Instant) {
        let due: [CheckedContinuation<Void, any Error>] = lock.withLock {
            current = max(current, instant)
            let due = sleeps.filter { $0.value.deadline <= current }
            for key in due.keys { sleeps[key] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }.compactMap(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }
}
