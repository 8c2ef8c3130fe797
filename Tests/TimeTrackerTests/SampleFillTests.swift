import Foundation
import StoreRuntime
import StoreSQLite
import Testing

@testable import TimeTracker

/// `TimeTracker fill <count>` writes the activities asked for, says what
/// loading them and saving one change cost, and leaves a store the app
/// loads; it never writes over a store that exists.
@Suite struct SampleFillTests {
    let nine = Date(timeIntervalSince1970: 1_795_338_000)  // 2026-11-22 09:00 UTC

    @Test func aFilledStoreLoadsWithEveryActivityStopped() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("filled.sqlite")
        var lines: [String] = []

        try SampleFill(url: url, count: 2_500, now: nine).run { lines.append($0) }

        #expect(lines.count == 3)
        #expect(lines.first == "Filled \(url.path) with 2500 activities on 2 projects.")
        #expect(lines.dropFirst().first?.hasPrefix("Launch: 2500 activities loaded in ") == true)
        #expect(lines.last?.hasPrefix("One activity stopped: saved in ") == true)
        #expect(lines.last?.hasSuffix(" ms of CPU.") == true)
        guard case .loaded(let state) = TimeTrackerState.storage(at: url).load() else {
            Issue.record("the filled store did not load")
            return
        }
        #expect(state.projects.map(\.name) == ["Project 1", "Project 2"])
        #expect(state.activities.count == 2_500)
        #expect(state.activities.ids == Array(1...2_500))
        #expect(state.activities.allSatisfy { $0.end != nil })
        #expect(state.activities.last?.end == nine)
    }

    @Test func anExistingStoreIsNotWrittenOver() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("kept.sqlite")
        try Data("kept".utf8).write(to: url)

        #expect(throws: UsageError("fill writes a new store, and \(url.path) exists already")) {
            try SampleFill(url: url, count: 10, now: nine).run { _ in }
        }
        #expect(try Data(contentsOf: url) == Data("kept".utf8))
    }

    private static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SampleFillTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
