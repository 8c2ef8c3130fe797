import Foundation

/// Turns `projectList` props into the screen: durations at a given moment and
/// times of day in one time zone. Pure, so the same props and moment always
/// give the same screen.
struct ProjectListPresenter {
    var now: Date
    var clock = ClockText()

    func screen(for props: TimeTrackerProjectListProps) -> ProjectListScreen {
        ProjectListScreen(projects: props.projects.map(row))
    }

    private func row(for project: Project) -> ProjectListScreen.ProjectRow {
        ProjectListScreen.ProjectRow(
            name: project.name,
            total: DurationText.format(project.totalDuration(until: now)),
            status: project.runningActivity.map { "running \"\($0.name)\" since \(timeOfDay($0.start))" },
            activities: project.activities.map { activity in
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
