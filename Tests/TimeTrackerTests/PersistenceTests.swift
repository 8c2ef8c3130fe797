import Foundation
import StoreGenTestSupport
import StoreRuntime
import StoreSQLite
import Testing

@testable import TimeTracker

/// "Run it twice and the second run shows what the first created."
@Suite struct PersistenceTests {
    let book = UUID(uuidString: "00000000-0000-0000-0000-00000000B00C")!
    let nine = Date(timeIntervalSince1970: 1_795_338_000)  // 2026-11-22 09:00 UTC

    @Test func withoutAPathTheStateGoesToTheAppDataFolder() {
        #expect(
            StateFileLocation.persistence(option: nil, environment: [:]).url.lastPathComponent == "TimeTracker.sqlite")
        #expect(
            StateFileLocation.persistence(option: nil, environment: ["TIMETRACKER_STORE": "/tmp/a.sqlite"]).url.path
                == "/tmp/a.sqlite")
        #expect(
            StateFileLocation.persistence(option: "/tmp/b.sqlite", environment: ["TIMETRACKER_STORE": "/tmp/a.sqlite"])
                .url.path == "/tmp/b.sqlite")
    }

    @Test func aSecondStoreOnTheSameFileStartsWhereTheFirstLeftOff() throws {
        let file = try temporaryStateFile()
        defer { removeFolder(of: file) }
        let first = TimeTrackerState.persistence(at: file)
        do {
            let store = TimeTrackerStore(persistence: first)
            store.dispatch(.addProject(id: book, name: "Book"))
            store.dispatch(.startActivity(project: book, name: "Chapter 1", at: nine))
            try first.flush()
        }

        let second = TimeTrackerStore(persistence: TimeTrackerState.persistence(at: file))
        #expect(
            second.state
                == TimeTrackerState(
                    projects: [Project(id: book, name: "Book")],
                    activities: [ActivityState(id: 1, project: book, name: "Chapter 1", start: nine)]))
    }

    @Test func theToolRunTwiceShowsWhatTheFirstRunCreated() async throws {
        let file = try temporaryStateFile()
        defer { removeFolder(of: file) }
        let first = try await runTool(["--store", file.path, "--at", "2026-11-22T09:00:00Z", "add", "Book"])
        #expect(first.status == 0)
        #expect(first.output == "Added project \"Book\".\nBook  0s\n")

        let start = try await runTool([
            "--store", file.path, "--at", "2026-11-22T09:00:00Z", "start", "Book", "Chapter 1",
        ])
        #expect(
            start.output == """
                Started \"Chapter 1\" on \"Book\" at 09:00.\nBook  0s  (running \"Chapter 1\" since 09:00)\n  - \
                Chapter 1  09:00–now  0s\n
                """)

        let list = try await runTool(["list", "--at", "2026-11-22T09:45:00Z", "--store", file.path])
        #expect(list.status == 0)
        #expect(list.output == "Book  45m  (running \"Chapter 1\" since 09:00)\n  - Chapter 1  09:00–now  45m\n")
    }

    @Test func userMistakesExitNonZeroWithAMessageAndChangeNothing() async throws {
        let file = try temporaryStateFile()
        defer { removeFolder(of: file) }
        let stop = try await runTool(["--store", file.path, "stop", "Book"])
        #expect(stop.status == 1)
        #expect(stop.output == "")
        #expect(stop.error == "Error: no project named \"Book\" (there are no projects yet)\n")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aChangeThatCannotBeSavedFailsTheRun() async throws {
        let blocker = try temporaryStateFile()
        defer { removeFolder(of: blocker) }
        try Data().write(to: blocker)  // a file where the state's folder should be
        let file = blocker.appendingPathComponent("state.sqlite")

        let add = try await runTool(["--store", file.path, "add", "Book"])

        #expect(add.status == 1)
        #expect(add.output == "Added project \"Book\".\nBook  0s\n")
        #expect(add.error.hasPrefix("StoreRuntime: \(file.path): cannot save the state ("))
        #expect(
            add.error.hasSuffix(
                "Error: \(file.path) may not hold the state shown: see the StoreRuntime message above\n"))
    }

    @Test func aCorruptFileIsKeptAsideAndTheRunSucceedsFromAnEmptyState() async throws {
        let file = try temporaryStateFile()
        defer { removeFolder(of: file) }
        try Data("not a state".utf8).write(to: file)

        let add = try await runTool(["--store", file.path, "add", "Book"])

        #expect(add.status == 0)
        #expect(add.output == "Added project \"Book\".\nBook  0s\n")
        #expect(add.error.hasPrefix("StoreRuntime: \(file.path): cannot decode the saved state ("))
        let again = try await runTool(["--store", file.path, "list"])
        #expect(again.status == 0)
        #expect(again.output == "Book  0s\n")
        #expect(again.error == "")
    }

    /// Tests clean up what they create: the folder `temporaryStateFile()` made.
    private func removeFolder(of file: URL) {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }

    private func temporaryStateFile() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "TimeTrackerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("state.sqlite")
    }

    /// Runs the built `TimeTracker` executable, which sits next to the test bundle.
    private func runTool(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let tool = try BuiltExecutable.url(named: "TimeTracker")
        let result = try await ChildProcess.run(tool, arguments, environment: ["TZ": "UTC"])
        return (result.status, result.stdout, result.stderr)
    }
}
