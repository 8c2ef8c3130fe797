import Foundation

/// The project list on a terminal. Like a UI view it redraws lazily: new
/// props only mark it as needing display, and `displayIfNeeded()` prints the
/// latest screen once, however many changes one command caused.
@MainActor
final class ProjectListView: ProjectListSubscriber {
    private let presenter: ProjectListPresenter
    private let write: @MainActor (String) -> Void
    private var pending: ProjectListScreen?
    /// How many props the view was handed (for tests and diagnostics).
    private(set) var updateCount = 0

    init(presenter: ProjectListPresenter, write: @escaping @MainActor (String) -> Void) {
        self.presenter = presenter
        self.write = write
    }

    func newProps(_ props: TimeTrackerProjectListProps) {
        updateCount += 1
        pending = presenter.screen(for: props)
    }

    func displayIfNeeded() {
        guard let screen = pending else { return }
        pending = nil
        write(Self.text(of: screen))
    }

    static func text(of screen: ProjectListScreen) -> String {
        guard !screen.projects.isEmpty else { return "No projects yet. Add one with: TimeTracker add <project>" }
        let nameWidth = screen.projects.map(\.name.count).max() ?? 0
        let activityWidth = screen.projects.flatMap(\.activities).map(\.name.count).max() ?? 0
        let spanWidth = screen.projects.flatMap(\.activities).map(\.span.count).max() ?? 0
        var lines: [String] = []
        for project in screen.projects {
            var line = project.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + project.total
            if let status = project.status { line += "  (\(status))" }
            lines.append(line)
            for activity in project.activities {
                lines.append(
                    "  - " + activity.name.padding(toLength: activityWidth, withPad: " ", startingAt: 0)
                        + "  " + activity.span.padding(toLength: spanWidth, withPad: " ", startingAt: 0)
                        + "  " + activity.duration)
            }
        }
        return lines.joined(separator: "\n")
    }
}
