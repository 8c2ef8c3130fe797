import Foundation

extension Project {
    /// The activity being timed, if any: only the last one can be running.
    var runningActivity: Activity? {
        guard let last = activities.last, last.end == nil else { return nil }
        return last
    }

    /// Time booked on the project, counting a running activity up to `now`.
    func totalDuration(until now: Date) -> TimeInterval {
        activities.reduce(0) { $0 + $1.duration(until: now) }
    }

    /// Ends the running activity at `date`, or at its start when `date` is
    /// earlier (a clock set back must not produce a negative duration).
    mutating func stopRunningActivity(at date: Date) {
        guard let last = activities.indices.last, activities[last].end == nil else { return }
        activities[last].end = max(date, activities[last].start)
    }
}

extension Activity {
    /// How long the activity lasted, or has lasted so far when it is running.
    func duration(until now: Date) -> TimeInterval {
        max(0, (end ?? now).timeIntervalSince(start))
    }
}
