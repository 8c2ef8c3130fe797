import Foundation

/// Confirms each change as it happens, from the `journal` action
/// subscription: the list shows where things stand, the journal says what
/// just happened. It learns project names from the state it starts with and
/// from `addProject` events, so it can still name a project being removed.
@MainActor
final class JournalView {
    private var names: [UUID: String]
    private let clock: ClockText
    private let write: @MainActor (String) -> Void

    init(projects: [Project], clock: ClockText = ClockText(), write: @escaping @MainActor (String) -> Void) {
        names = Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        self.clock = clock
        self.write = write
    }

    func record(_ event: TimeTrackerJournalEvent) {
        write(line(for: event))
    }

    private func line(for event: TimeTrackerJournalEvent) -> String {
        switch event {
        case .addProject(let id, let name):
            names[id] = name
            return "Added project \"\(name)\"."
        case .removeProject(let project):
            return "Removed project \"\(name(of: project))\"."
        case .startActivity(let project, let activity, let at):
            return "Started \"\(activity)\" on \"\(name(of: project))\" at \(clock.format(at))."
        case .stopActivity(let project, let at):
            return "Stopped \"\(name(of: project))\" at \(clock.format(at))."
        }
    }

    private func name(of project: UUID) -> String {
        names[project] ?? project.uuidString
    }
}
