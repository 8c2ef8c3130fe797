import Foundation
import StoreRuntime

/// A test store's current clock, read by its default date generator from
/// any thread: the date moves as `advance(by:)` moves a `ManualClock`, and
/// stays put on any other clock.
final class ClockReading: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (any Clock<Duration>)?

    var clock: (any Clock<Duration>)? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// `start`, plus the time the current clock has moved if it is a `ManualClock`.
    func date(from start: Date) -> DateSource {
        DateSource { [self] in
            guard let manual = clock as? ManualClock else { return start }
            return start.addingTimeInterval(
                TimeInterval(manual.now.offset.components.seconds)
                    + TimeInterval(manual.now.offset.components.attoseconds) / 1e18)
        }
    }
}
