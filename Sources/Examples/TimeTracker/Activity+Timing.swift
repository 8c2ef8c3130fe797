import Foundation

extension TimeTrackerState {
    /// The project's activity being timed, if any: only its last one can be running.
    func runningActivity(of project: UUID) -> ActivityState? {
        activities.last { $0.project == project }.flatMap { $0.end == nil ? $0 : nil }
    }
}

extension Collection<ActivityState> {
    /// The activities of each project, in their order.
    func byProject() -> [UUID: [ActivityState]] {
        Dictionary(grouping: self, by: \.project)
    }
}

extension [ActivityState] {
    /// The activity being timed, if any: only the last one can be running.
    var runningActivity: ActivityState? {
        guard let last, last.end == nil else { return nil }
        return last
    }

    /// Time booked, counting a running activity up to `now`.
    func totalDuration(until now: Date) -> TimeInterval {
        reduce(0) { $0 + $1.duration(until: now) }
    }
}

extension ActivityState {
    /// How long the activity lasted, or has lasted so far when it is running.
    func duration(until now: Date) -> TimeInterval {
        max(0, (end ?? now).timeIntervalSince(start))
    }
}
