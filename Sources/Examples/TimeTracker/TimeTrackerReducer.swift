import Foundation
import StoreRuntime

// The app's reducers: one method per action of TimeTracker.store.yaml.
// Clock readings and ids come in as parameters, so each handler is a pure
// function of the state and its arguments.
extension TimeTrackerState: TimeTrackerReducer {
    mutating func addProject(id: UUID, name: String) {
        // A replayed or duplicated action must not create a second project.
        guard !projects.contains(where: { $0.id == id || $0.name == name }) else { return }
        projects.append(Project(id: id, name: name))
    }

    mutating func removeProject(project: UUID) {
        projects.removeAll { $0.id == project }
    }

    mutating func startActivity(project: UUID, name: String, at: Date) {
        guard let index = projects.firstIndex(where: { $0.id == project }) else { return }
        projects[index].stopRunningActivity(at: at)
        projects[index].activities.append(Activity(name: name, start: at))
    }

    mutating func stopActivity(project: UUID, at: Date) {
        guard let index = projects.firstIndex(where: { $0.id == project }) else { return }
        projects[index].stopRunningActivity(at: at)
    }
}
