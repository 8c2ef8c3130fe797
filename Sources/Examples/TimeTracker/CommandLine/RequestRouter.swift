import Foundation

/// Turns a request into the action it stands for: resolves project names
/// against the current state, and supplies the impure inputs (a new id, the
/// moment) so the reducer never reads a clock or a random source.
struct RequestRouter {
    /// The moment `start` and `stop` record.
    var now: Date
    /// Ids for new projects.
    var makeID: () -> UUID = UUID.init

    /// The action for `request`, or nil for a request that only shows
    /// something. Throws for a request that would change nothing, so the user
    /// hears why instead of seeing an unchanged list.
    func action(for request: UserRequest, in state: TimeTrackerState) throws(UsageError) -> TimeTrackerAction? {
        switch request {
        case .list:
            return nil
        case .add(let name):
            if state.projects.contains(where: { $0.name == name }) {
                throw UsageError("a project named \"\(name)\" already exists")
            }
            return .addProject(id: makeID(), name: name)
        case .remove(let name):
            return .removeProject(project: try project(named: name, in: state).id)
        case .start(let name, let activity):
            return .startActivity(project: try project(named: name, in: state).id, name: activity, at: now)
        case .stop(let name):
            let project = try project(named: name, in: state)
            guard state.runningActivity(of: project.id) != nil else {
                throw UsageError("\"\(name)\" has no running activity")
            }
            return .stopActivity(project: project.id, at: now)
        }
    }

    private func project(named name: String, in state: TimeTrackerState) throws(UsageError) -> Project {
        if let project = state.projects.first(where: { $0.name == name }) { return project }
        let known = state.projects.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw UsageError(
            "no project named \"\(name)\"" + (known.isEmpty ? " (there are no projects yet)" : " (projects: \(known))"))
    }
}
