import Foundation
import StoreRuntime
import Testing

@testable import TimeTracker

@MainActor
@Suite struct ProjectListViewTests {
    let book = UUID(uuidString: "00000000-0000-0000-0000-00000000B00C")!
    let nine = Date(timeIntervalSince1970: 1_795_338_000)  // 2026-11-22 09:00 UTC
    let utc = ClockText(timeZone: TimeZone(identifier: "UTC")!)

    @Test func presenterShowsDurationsUpToNowAndTheRunningActivity() {
        let presenter = ProjectListPresenter(now: nine.addingTimeInterval(2 * 3600 + 5 * 60), clock: utc)
        let props = TimeTrackerProjectListProps(
            projects: [Project(id: book, name: "Book")],
            activities: [
                ActivityState(
                    id: 1, project: book, name: "Chapter 1", start: nine, end: nine.addingTimeInterval(90 * 60)),
                ActivityState(id: 2, project: book, name: "Chapter 2", start: nine.addingTimeInterval(90 * 60)),
            ])

        #expect(
            presenter.screen(for: props)
                == ProjectListScreen(projects: [
                    .init(
                        name: "Book", total: "2h 05m", status: "running \"Chapter 2\" since 10:30",
                        activities: [
                            .init(name: "Chapter 1", span: "09:00–10:30", duration: "1h 30m"),
                            .init(name: "Chapter 2", span: "10:30–now", duration: "35m"),
                        ])
                ]))
    }

    @Test func activitiesOfAnotherDayShowTheirDate() {
        let presenter = ProjectListPresenter(now: nine.addingTimeInterval(24 * 3600), clock: utc)
        let props = TimeTrackerProjectListProps(
            projects: [Project(id: book, name: "Book")],
            activities: [
                ActivityState(id: 1, project: book, name: "Draft", start: nine, end: nine.addingTimeInterval(45))
            ])

        #expect(
            presenter.screen(for: props).projects[0].activities[0]
                == .init(name: "Draft", span: "2026-11-22 09:00–2026-11-22 09:00", duration: "45s"))
    }

    @Test func theSubscribedViewIsFedOnlyWhenProjectsChangeAndDrawsOnce() {
        var lines: [String] = []
        let store = TimeTrackerStore()
        let view = ProjectListView(presenter: ProjectListPresenter(now: nine, clock: utc)) { lines.append($0) }
        let token = store.subscribe(view, projectList: { $0.newProps($1) })
        #expect(view.updateCount == 1)  // the current props, at once

        store.dispatch(.addProject(id: book, name: "Book"))
        store.dispatch(.stopActivity(project: book, at: nine))  // nothing running: no change, no props
        store.dispatch(.startActivity(project: book, name: "Chapter 1", at: nine))
        #expect(view.updateCount == 3)
        #expect(lines.isEmpty)

        view.displayIfNeeded()
        view.displayIfNeeded()
        #expect(lines == ["Book  0s  (running \"Chapter 1\" since 09:00)\n  - Chapter 1  09:00–now  0s"])
        token.cancel()
    }

    @Test func theListLinesUpNamesSpansAndDurations() {
        let screen = ProjectListScreen(projects: [
            .init(
                name: "Book", total: "2h 15m", status: nil,
                activities: [
                    .init(name: "Chapter 1", span: "09:00–10:30", duration: "1h 30m"),
                    .init(name: "Ch 2", span: "10:30–now", duration: "45m"),
                ]),
            .init(name: "Garden", total: "0s", status: "running \"Weeding\" since 11:20", activities: []),
        ])

        #expect(
            ProjectListView.text(of: screen) == """
                Book    2h 15m
                  - Chapter 1  09:00–10:30  1h 30m
                  - Ch 2       10:30–now    45m
                Garden  0s  (running "Weeding" since 11:20)
                """)
        #expect(
            ProjectListView.text(of: ProjectListScreen(projects: []))
                == "No projects yet. Add one with: TimeTracker add <project>")
    }

    @Test func aReleasedViewIsNoLongerFed() {
        let store = TimeTrackerStore()
        var view: ProjectListView? = ProjectListView(presenter: ProjectListPresenter(now: nine)) { _ in }
        let token = store.subscribe(view!, projectList: { $0.newProps($1) })
        weak let released = view
        view = nil
        store.dispatch(.addProject(id: book, name: "Book"))
        #expect(released == nil)
        _ = token  // held to the end: the store let go of the view all the same
    }

    @Test func theJournalNamesProjectsEvenWhenRemoved() {
        var lines: [String] = []
        let store = TimeTrackerStore()
        let journal = JournalView(projects: [], clock: utc) { lines.append($0) }
        let token = store.subscribe(journal: { journal.record($0) })

        store.dispatch(.addProject(id: book, name: "Book"))
        store.dispatch(.startActivity(project: book, name: "Chapter 1", at: nine))
        store.dispatch(.stopActivity(project: book, at: nine.addingTimeInterval(600)))
        store.dispatch(.removeProject(project: book))

        #expect(
            lines == [
                "Added project \"Book\".",
                "Started \"Chapter 1\" on \"Book\" at 09:00.",
                "Stopped \"Book\" at 09:10.",
                "Removed project \"Book\".",
            ])
        token.cancel()
    }
}
