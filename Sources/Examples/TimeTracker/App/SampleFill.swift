import Foundation
import StoreRuntime
import StoreSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `fill <count>`: writes a new database of `count` finished activities over
/// one project per thousand (at least one), the last still running, then
/// shows what the database costs at that size: a launch loading it, and the
/// save of one change (stopping the running activity), measured as the
/// persistence's save queue runs it.
struct SampleFill {
    let url: URL
    let count: Int
    let now: Date

    func run(write: (String) -> Void) throws {
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw UsageError("fill writes a new store, and \(url.path) exists already")
        }
        let filled = state()
        try TimeTrackerState.storage(at: url).write(filled, previous: nil, changed: .all)
        write("Filled \(url.path) with \(count) activities on \(filled.projects.count) projects.")

        let started = Self.seconds(CLOCK_MONOTONIC)
        let storage = TimeTrackerState.storage(at: url)
        guard case .loaded(let loaded) = storage.load() else { throw UsageError("\(url.path) did not load back") }
        let loadTime = Self.milliseconds(since: started, CLOCK_MONOTONIC)
        write("Launch: \(loaded.activities.count) activities loaded in \(loadTime).")

        var changed = loaded
        if let last = loaded.activities.last { changed.stopActivity(project: last.project, at: now) }
        let saving = Self.seconds(CLOCK_THREAD_CPUTIME_ID)
        try storage.write(changed, previous: loaded, changed: TimeTrackerState.changedFields(from: loaded, to: changed))
        write("One activity stopped: saved in \(Self.milliseconds(since: saving, CLOCK_THREAD_CPUTIME_ID)) of CPU.")
    }

    /// Activities half an hour apart up to `now`, each lasting 25 minutes but the last.
    private func state() -> TimeTrackerState {
        let projects = (1...max(1, count / 1_000)).map { number in
            let id = UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
            return Project(id: id, name: "Project \(number)")
        }
        let activities = (1...max(1, count)).map { id in
            let start = now.addingTimeInterval(Double(id - count) * 1_800)
            return ActivityState(
                id: id, project: projects[id % projects.count].id, name: "Activity \(id)", start: start,
                end: id == count ? nil : start.addingTimeInterval(1_500))
        }
        return TimeTrackerState(projects: projects, activities: ChildList(activities))
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func milliseconds(since start: Double, _ clock: clockid_t) -> String {
        String(format: "%.2f ms", (seconds(clock) - start) * 1_000)
    }
}
