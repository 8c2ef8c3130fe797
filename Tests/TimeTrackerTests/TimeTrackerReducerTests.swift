import Foundation
import StoreTesting
import Testing

@testable import TimeTracker

/// Every action of TimeTracker.store.yaml, through the generated `reduce`.
@Suite struct TimeTrackerReducerTests {
    let book = UUID(uuidString: "00000000-0000-0000-0000-00000000B00C")!
    let garden = UUID(uuidString: "00000000-0000-0000-0000-0000000064D7")!
    let nine = Date(timeIntervalSince1970: 1_795_338_000)  // 2026-11-22 09:00 UTC

    @Test func addProjectAppendsAnEmptyProject() {
        let store = TestStore(initialState: TimeTrackerState())

        store.send(.addProject(id: book, name: "Book")) {
            $0.projects = [Project(id: book, name: "Book")]
        }
        store.send(.addProject(id: garden, name: "Garden")) {
            $0.projects.append(Project(id: garden, name: "Garden"))
        }
    }

    @Test func addProjectIgnoresATakenIdOrName() {
        let store = TestStore(initialState: TimeTrackerState(projects: [Project(id: book, name: "Book")]))

        store.send(.addProject(id: book, name: "Other"))
        store.send(.addProject(id: garden, name: "Book"))
    }

    @Test func removeProjectDropsItWithItsActivities() {
        let store = TestStore(
            initialState: TimeTrackerState(projects: [
                Project(id: book, name: "Book", activities: [Activity(name: "Draft", start: nine)]),
                Project(id: garden, name: "Garden"),
            ]))

        store.send(.removeProject(project: book)) {
            $0.projects = [Project(id: garden, name: "Garden")]
        }
        store.send(.removeProject(project: book))
    }

    @Test func startActivityStopsTheRunningOneAtTheSameMoment() {
        let store = TestStore(initialState: TimeTrackerState(projects: [Project(id: book, name: "Book")]))
        let halfPastTen = nine.addingTimeInterval(90 * 60)

        store.send(.startActivity(project: book, name: "Chapter 1", at: nine)) {
            $0.projects[0].activities = [Activity(name: "Chapter 1", start: nine)]
        }
        store.send(.startActivity(project: book, name: "Chapter 2", at: halfPastTen)) {
            $0.projects[0].activities = [
                Activity(name: "Chapter 1", start: nine, end: halfPastTen),
                Activity(name: "Chapter 2", start: halfPastTen),
            ]
        }
        store.send(.startActivity(project: garden, name: "Weeding", at: halfPastTen))
    }

    @Test func stopActivityEndsTheRunningActivityOnly() {
        let store = TestStore(
            initialState: TimeTrackerState(projects: [
                Project(id: book, name: "Book", activities: [Activity(name: "Chapter 1", start: nine)])
            ]))
        let ten = nine.addingTimeInterval(3600)

        store.send(.stopActivity(project: book, at: ten)) {
            $0.projects[0].activities[0].end = ten
        }
        store.send(.stopActivity(project: book, at: ten.addingTimeInterval(60)))
        store.send(.stopActivity(project: garden, at: ten))
    }

    @Test func stopActivityBeforeItsStartEndsItAtItsStart() {
        let store = TestStore(
            initialState: TimeTrackerState(projects: [
                Project(id: book, name: "Book", activities: [Activity(name: "Chapter 1", start: nine)])
            ]))

        store.send(.stopActivity(project: book, at: nine.addingTimeInterval(-60))) {
            $0.projects[0].activities[0].end = nine
        }
    }
}
