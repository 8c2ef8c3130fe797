import Foundation
import StoreGenTestSupport
import StoreRuntime
import StoreTesting
import Testing

private struct Project: Equatable, Identifiable {
    var id: Int
    var name: String
}

/// A reducer with the bug the doc's failure exposes: it renames the
/// project after the one asked for.
private struct TimeTrackerState: Equatable, ReducibleState {
    enum Action: Equatable, Sendable {
        case renameProject(index: Int, name: String)
    }

    var projects: [Project]

    mutating func reduce(_ action: Action) {
        switch action {
        case .renameProject(let index, let name): projects[index + 1].name = name
        }
    }
}

/// Docs/PersistenceAndTesting.md shows the failure a wrong expectation
/// produces; this test produces it and fails when the doc no longer shows it
/// byte for byte.
@Suite struct DocumentedFailureTests {
    @Test func theDocShowsTheFailureAWrongExpectationProduces() throws {
        let recorded = RecordedMessages()
        let store = TestStore(
            initialState: TimeTrackerState(projects: [
                Project(id: 1, name: "Book"), Project(id: 2, name: "Notes"),
            ]))
        withKnownIssue {
            store.send(.renameProject(index: 0, name: "Novel")) { $0.projects[0].name = "Novel" }
        } matching: { issue in
            recorded.append(message(of: issue))
            return true
        }

        let failure = try #require(recorded.messages.first)
        let doc = try RepositoryFile.text("Docs/PersistenceAndTesting.md")
        #expect(doc.contains("```\n\(failure)\n```\n"), "Docs/PersistenceAndTesting.md should show:\n\(failure)")
    }
}

private final class RecordedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ message: String) { lock.withLock { recorded.append(message) } }
    var messages: [String] { lock.withLock { recorded } }
}
