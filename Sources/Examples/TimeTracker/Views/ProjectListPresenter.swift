import Foundation

/// Turns `projectList` props into the screen: durations at a given moment and
/// times of day in one time zone. Pure, so the same props and moment always
/// give the same screen.
struct ProjectListPresenter {
    var now: Date
    var clock = ClockText()

    func screen(for props: TimeTrackerProjectListProps) -> ProjectListScreen {
        let activities = props.activities.byProject()
        return ProjectListScreen(projects: props.projects.map { row(for: $0, activities[$0.id] ?? []) })
    }

    private func row(for project: Project, _ activities: [ActivityState]) -> ProjectListScreen.ProjectRow {
        ProjectListScreen.ProjectRow(
            name: project.name,
            total: DurationText.format(activities.totalDuration(until: now)),
            status: activities.runningActivity.map { "running \"\($0.name)\" since \(timeOfDay($0.start))" },
            activities: activities.map { activity in
                ProjectListScreen.ActivityRow(
                    name: activity.name,
                    span: "\(timeOfDay(activity.start))–\(activity.end.map(timeOfDay) ?? "now")",
                    duration: DurationText.format(activity.duration(until: now)))
            })
    }

    private func timeOfDay(_ date: Date) -> String {
        clock.format(date, today: now)
    }
}
