import Clocks
import Foundation
import StoreRuntime
import Testing

@Suite struct PersistenceSaveTests {
    @Test func manySavesBeforeTheDelayBecomeOneWriteOfTheLatestState() throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(PersistedProfile.self, saveDelay: .seconds(3600))

        for visits in 1...500 {
            persistence.save(PersistedProfile(name: "Ada", visits: visits))
        }
        #expect(sandbox.writes == 0)

        try persistence.flush()
        #expect(sandbox.writes == 1)
        #expect(sandbox.persistence(PersistedProfile.self).load() == PersistedProfile(name: "Ada", visits: 500))

        try persistence.flush()
        #expect(sandbox.writes == 1, "nothing pending: flush writes nothing")
    }

    @Test func scheduledSaveIsWrittenAfterTheDelayWithoutAFlush() async throws {
        let sandbox = try PersistenceSandbox()
        let clock = TestClock()
        let persistence = sandbox.persistence(PersistedProfile.self, saveDelay: .seconds(2), clock: clock)

        for visits in 1...100 {
            persistence.save(PersistedProfile(name: "Ada", visits: visits))
        }
        await clock.advance(by: .seconds(1))
        #expect(sandbox.writes == 0, "nothing is written before the delay")
        await clock.advance(by: .seconds(1))
        try await sandbox.wait { sandbox.writes == 1 }

        #expect(sandbox.savedState(PersistedProfile.self) == PersistedProfile(name: "Ada", visits: 100))
        #expect(sandbox.writes == 1, "the burst became one write of the latest state")
    }

    @Test func saveNowReplacesAScheduledSave() throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(PersistedProfile.self, saveDelay: .seconds(3600))

        persistence.save(PersistedProfile(name: "Ada", visits: 1))
        persistence.saveNow(PersistedProfile(name: "Ada", visits: 2))
        try persistence.flush()

        #expect(sandbox.writes == 1)
        #expect(sandbox.persistence(PersistedProfile.self).load() == PersistedProfile(name: "Ada", visits: 2))
    }

    @Test func missingDirectoriesAreCreatedOnSave() throws {
        let sandbox = try PersistenceSandbox()
        let file = sandbox.directory.appendingPathComponent("a/b/profile.json")
        let persistence = StatePersistence<PersistedProfile>(url: file, version: 1)

        persistence.saveNow(PersistedProfile(name: "Ada", visits: 1))

        #expect(
            StatePersistence<PersistedProfile>(url: file, version: 1).load() == PersistedProfile(name: "Ada", visits: 1)
        )
    }

    @Test func failedWriteIsReportedWithTheFileAndLeavesTheOldFile() throws {
        let sandbox = try PersistenceSandbox()
        let blocker = sandbox.directory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let file = blocker.appendingPathComponent("state.json")
        let errors = PersistenceRecorder<PersistenceError>()
        let persistence = StatePersistence<PersistedProfile>(url: file, version: 1, onError: { errors.append($0) })

        persistence.saveNow(PersistedProfile(name: "Ada", visits: 1))

        guard case .writeFailed(let reported, _)? = errors.values.first, errors.values.count == 1 else {
            Issue.record("expected one .writeFailed, got \(errors.values)")
            return
        }
        #expect(reported == file)
        #expect(errors.values[0].description.hasPrefix("\(file.path): cannot save the state ("))
        #expect(try sandbox.fileNames() == ["not-a-directory"])
    }

    #if !canImport(Darwin)
    @Test func applicationSupportFollowsXDGDataHomeOnLinux() {
        let directory = StatePersistenceDefaults.applicationSupportDirectory(
            folder: "TimeTracker", environment: ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/ada"])
        #expect(directory.path == "/srv/data/TimeTracker")
    }

    @Test func applicationSupportFallsBackToLocalShareOnLinux() {
        for environment in [["HOME": "/home/ada"], ["HOME": "/home/ada", "XDG_DATA_HOME": "relative/ignored"]] {
            let directory = StatePersistenceDefaults.applicationSupportDirectory(
                folder: "TimeTracker", environment: environment)
            #expect(directory.path == "/home/ada/.local/share/TimeTracker")
        }
    }
    #endif

    @Test func applicationSupportPersistenceNamesTheFileInTheAppFolder() {
        let persistence = StatePersistence<PersistedProfile>.applicationSupport(
            fileName: "profile.json", version: 1, folder: "TimeTracker")
        #expect(persistence.url.lastPathComponent == "profile.json")
        #expect(persistence.url.deletingLastPathComponent().lastPathComponent == "TimeTracker")
        #expect(
            persistence.url.deletingLastPathComponent()
                == StatePersistenceDefaults.applicationSupportDirectory(folder: "TimeTracker"))
    }
}
