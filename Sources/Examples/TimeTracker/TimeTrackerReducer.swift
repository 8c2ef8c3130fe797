import Foundation
import StoreRuntime

// The app's reducers: one method per action of TimeTracker.store.yaml and
// Activity.store.yaml. Clock readings and project ids come in as parameters,
// and an activity's id follows from the state, so each handler is a pure
// function of the state and its arguments.
extension TimeTrackerState: TimeTrackerReducer {
    mutating func addProject(id: UUID, name: String) {
        // A replayed or duplicated action must not create a second project.
        guard !projects.contains(where: { $0.id == id || $0.name == name }) else { return }
        projects.append(Project(id: id, name: name))
    }

    mutating func removeProject(project: UUID) {
        projects.removeAll { $0.id == project }
        activities.removeAll { $0.project == project }
    }

    mutating func startActivity(project: UUID, name: String, at: Date) {
        guard projects.contains(where: { $0.id == project }) else { return }
        stopActivity(project: project, at: at)
        let id = (activities.last?.id ?? 0) + 1
        activities.append(ActivityState(id: id, project: project, name: name, start: at))
    }

    mutating func stopActivity(project: UUID, at: Date) {
        guard let running = runningActivity(of: project) else { return }
        activities[id: running.id]?.stop(at: at)
    }
}

extension ActivityState: ActivityReducer {
    mutating func stop(at: Date) {
        // A clock set back must not produce a negative duration.
        end = max(at, start)
    }
}
