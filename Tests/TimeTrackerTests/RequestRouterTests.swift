import Foundation
import Testing

@testable import TimeTracker

@Suite struct RequestRouterTests {
    let book = UUID(uuidString: "00000000-0000-0000-0000-00000000B00C")!
    let now = Date(timeIntervalSince1970: 1_795_338_000)

    var router: RequestRouter {
        let id = book
        return RequestRouter(now: now, makeID: { id })
    }

    var stateWithBook: TimeTrackerState {
        TimeTrackerState(projects: [Project(id: book, name: "Book")])
    }

    @Test func addUsesTheGeneratedIdAndRejectsATakenName() throws {
        #expect(
            try router.action(for: .add(project: "Book"), in: TimeTrackerState()) == .addProject(id: book, name: "Book")
        )
        #expect(throws: UsageError("a project named \"Book\" already exists")) {
            try router.action(for: .add(project: "Book"), in: stateWithBook)
        }
    }

    @Test func namesResolveToIdsAndStartCarriesTheMoment() throws {
        #expect(
            try router.action(for: .start(project: "Book", activity: "Ch 1"), in: stateWithBook)
                == .startActivity(project: book, name: "Ch 1", at: now))
        #expect(try router.action(for: .remove(project: "Book"), in: stateWithBook) == .removeProject(project: book))
        #expect(try router.action(for: .list, in: stateWithBook) == nil)
    }

    @Test func unknownProjectsAreNamedWithTheKnownOnes() {
        #expect(throws: UsageError("no project named \"Bok\" (projects: \"Book\")")) {
            try router.action(for: .stop(project: "Bok"), in: stateWithBook)
        }
        #expect(throws: UsageError("no project named \"Bok\" (there are no projects yet)")) {
            try router.action(for: .remove(project: "Bok"), in: TimeTrackerState())
        }
    }

    @Test func stopNeedsARunningActivity() throws {
        #expect(throws: UsageError("\"Book\" has no running activity")) {
            try router.action(for: .stop(project: "Book"), in: stateWithBook)
        }
        var running = stateWithBook
        running.activities = [ActivityState(id: 1, project: book, name: "Ch 1", start: now)]
        #expect(try router.action(for: .stop(project: "Book"), in: running) == .stopActivity(project: book, at: now))
    }
}
