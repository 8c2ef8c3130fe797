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
            initialState: TimeTrackerState(
                projects: [Project(id: book, name: "Book"), Project(id: garden, name: "Garden")],
                activities: [
                    ActivityState(id: 1, project: book, name: "Draft", start: nine),
                    ActivityState(id: 2, project: garden, name: "Weeding", start: nine),
                ]))

        store.send(.removeProject(project: book)) {
            $0.projects = [Project(id: garden, name: "Garden")]
            $0.activities = [ActivityState(id: 2, project: garden, name: "Weeding", start: nine)]
        }
        store.send(.removeProject(project: book))
    }

    @Test func startActivityStopsTheRunningOneAtTheSameMoment() {
        let store = TestStore(initialState: TimeTrackerState(projects: [Project(id: book, name: "Book")]))
        let halfPastTen = nine.addingTimeInterval(90 * 60)

        store.send(.startActivity(project: book, name: "Chapter 1", at: nine)) {
            $0.activities = [ActivityState(id: 1, project: book, name: "Chapter 1", start: nine)]
        }
        store.send(.startActivity(project: book, name: "Chapter 2", at: halfPastTen)) {
            $0.activities = [
                ActivityState(id: 1, project: book, name: "Chapter 1", start: nine, end: halfPastTen),
                ActivityState(id: 2, project: book, name: "Chapter 2", start: halfPastTen),
            ]
        }
        store.send(.startActivity(project: garden, name: "Weeding", at: halfPastTen))
    }

    /// Another project's running activity is left alone.
    @Test func stopActivityEndsTheProjectsRunningActivityOnly() {
        let store = TestStore(
            initialState: TimeTrackerState(
                projects: [Project(id: book, name: "Book"), Project(id: garden, name: "Garden")],
                activities: [
                    ActivityState(id: 1, project: book, name: "Chapter 1", start: nine),
                    ActivityState(id: 2, project: garden, name: "Weeding", start: nine),
                ]))
        let ten = nine.addingTimeInterval(3600)

        store.send(.stopActivity(project: book, at: ten)) {
            $0.activities[id: 1]?.end = ten
        }
        store.send(.stopActivity(project: book, at: ten.addingTimeInterval(60)))
    }

    @Test func stopActivityBeforeItsStartEndsItAtItsStart() {
        let store = TestStore(
            initialState: TimeTrackerState(
                projects: [Project(id: book, name: "Book")],
                activities: [ActivityState(id: 1, project: book, name: "Chapter 1", start: nine)]))

        store.send(.stopActivity(project: book, at: nine.addingTimeInterval(-60))) {
            $0.activities[id: 1]?.end = nine
        }
    }
}
