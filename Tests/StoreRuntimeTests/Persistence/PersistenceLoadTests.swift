import Foundation
import StoreRuntime
import Testing

@Suite struct PersistenceLoadTests {
    @Test func savedStateLoadsBackInANewInstance() throws {
        let sandbox = try PersistenceSandbox()
        sandbox.persistence(PersistedProfile.self).saveNow(PersistedProfile(name: "Ada", visits: 3))

        let loaded = sandbox.persistence(PersistedProfile.self).load()

        #expect(loaded == PersistedProfile(name: "Ada", visits: 3))
        #expect(sandbox.errors.isEmpty)
    }

    @Test func fileHoldsTheVersionAndTheState() throws {
        let sandbox = try PersistenceSandbox()
        sandbox.persistence(PersistedProfile.self, version: 4).saveNow(PersistedProfile(name: "Ada", visits: 3))

        #expect(try sandbox.contents() == #"{"state":{"name":"Ada","visits":3},"version":4}"#)
        #expect(try sandbox.fileNames() == ["state.json"])
    }

    @Test func missingFileLoadsNothingAndReportsNothing() throws {
        let sandbox = try PersistenceSandbox()

        #expect(sandbox.persistence(PersistedProfile.self).load() == nil)
        #expect(sandbox.errors.isEmpty)
        #expect(try sandbox.fileNames() == [])
    }

    @Test func corruptFileIsKeptAsideAndReported() throws {
        let sandbox = try PersistenceSandbox()
        try sandbox.write(#"{"version":1,"state":{"name":"Ada","vis"#)
        let persistence = sandbox.persistence(PersistedProfile.self)

        #expect(persistence.load() == nil)

        let errors = sandbox.errors
        #expect(errors.count == 1)
        guard case .unreadable(let file, let keptAt, let reason)? = errors.first else {
            Issue.record("expected .unreadable, got \(errors)")
            return
        }
        #expect(file == sandbox.file)
        #expect(reason == "not valid JSON")
        #expect(keptAt.deletingLastPathComponent().standardizedFileURL == sandbox.directory.standardizedFileURL)
        #expect(keptAt.lastPathComponent.hasPrefix("state.corrupt-"))
        #expect(keptAt.pathExtension == "json")
        #expect(try sandbox.contents(of: keptAt.lastPathComponent) == #"{"version":1,"state":{"name":"Ada","vis"#)
        #expect(!FileManager.default.fileExists(atPath: sandbox.file.path))
        #expect(
            errors[0].description == """
                \(sandbox.file.path): cannot decode the saved state (not valid JSON); kept it at \(keptAt.path) \
                and started from the initial state
                """)

        // Saving afterwards writes a new file; the kept copy stays as it was.
        persistence.saveNow(PersistedProfile(name: "Bo", visits: 1))
        #expect(try sandbox.contents(of: keptAt.lastPathComponent) == #"{"version":1,"state":{"name":"Ada","vis"#)
        #expect(sandbox.persistence(PersistedProfile.self).load() == PersistedProfile(name: "Bo", visits: 1))
    }

    @Test func stateOfTheWrongShapeIsKeptAsideWithThePathOfTheProblem() throws {
        let sandbox = try PersistenceSandbox()
        try sandbox.write(#"{"version":1,"state":{"name":"Ada"}}"#)

        #expect(sandbox.persistence(PersistedProfile.self).load() == nil)

        guard case .unreadable(_, let keptAt, let reason)? = sandbox.errors.first else {
            Issue.record("expected .unreadable, got \(sandbox.errors)")
            return
        }
        #expect(reason == #"missing field "visits" at state"#)
        #expect(try sandbox.fileNames() == [keptAt.lastPathComponent])
    }

    @Test func fileWithoutAVersionIsKeptAside() throws {
        let sandbox = try PersistenceSandbox()
        try sandbox.write(#"{"name":"Ada","visits":3}"#)

        #expect(sandbox.persistence(PersistedProfile.self).load() == nil)

        guard case .unreadable(_, _, let reason)? = sandbox.errors.first else {
            Issue.record("expected .unreadable, got \(sandbox.errors)")
            return
        }
        #expect(reason == #"no integer "version" field"#)
    }

    @Test func newerVersionIsKeptAsideAndReported() throws {
        let sandbox = try PersistenceSandbox()
        let newer = #"{"version":3,"state":{"fullName":"Ada","visits":3}}"#
        try sandbox.write(newer)

        #expect(sandbox.persistence(PersistedProfile.self, version: 2).load() == nil)

        let errors = sandbox.errors
        guard case .newerVersion(let file, let keptAt, let found, let supported)? = errors.first, errors.count == 1
        else {
            Issue.record("expected one .newerVersion, got \(errors)")
            return
        }
        #expect(file == sandbox.file)
        #expect((found, supported) == (3, 2))
        #expect(try sandbox.contents(of: keptAt.lastPathComponent) == newer)
        #expect(!FileManager.default.fileExists(atPath: sandbox.file.path))
        #expect(
            errors[0].description == """
                \(sandbox.file.path): saved state has format version 3, newer than the 2 this app supports; \
                kept it at \(keptAt.path) and started from the initial state
                """)
    }

    @Test func olderVersionGoesThroughMigrate() throws {
        struct ProfileV1: Decodable { var fullName: String }
        let sandbox = try PersistenceSandbox()
        try sandbox.write(#"{"version":1,"state":{"fullName":"Ada Lovelace"}}"#)
        let seenVersions = PersistenceRecorder<Int>()

        let loaded = sandbox.persistence(
            PersistedProfile.self, version: 2,
            migrate: { data, storedVersion in
                seenVersions.append(storedVersion)
                let old = try JSONDecoder().decode(ProfileV1.self, from: data)
                return PersistedProfile(name: old.fullName, visits: 0)
            }
        ).load()

        #expect(loaded == PersistedProfile(name: "Ada Lovelace", visits: 0))
        #expect(seenVersions.values == [1])
        #expect(sandbox.errors.isEmpty)
    }

    @Test func olderVersionWithoutMigrateIsKeptAside() throws {
        let sandbox = try PersistenceSandbox()
        try sandbox.write(#"{"version":1,"state":{"fullName":"Ada"}}"#)

        #expect(sandbox.persistence(PersistedProfile.self, version: 2).load() == nil)

        guard case .noMigration(_, let keptAt, let found, let current)? = sandbox.errors.first else {
            Issue.record("expected .noMigration, got \(sandbox.errors)")
            return
        }
        #expect((found, current) == (1, 2))
        #expect(try sandbox.fileNames() == [keptAt.lastPathComponent])
    }

    @Test func failingMigrationIsKeptAsideWithItsReason() throws {
        struct Unsupported: Error, CustomStringConvertible { var description: String { "no visits in v1" } }
        let sandbox = try PersistenceSandbox()
        try sandbox.write(#"{"version":1,"state":{"fullName":"Ada"}}"#)

        let loaded = sandbox.persistence(PersistedProfile.self, version: 2, migrate: { _, _ in throw Unsupported() })
            .load()

        #expect(loaded == nil)
        guard case .migrationFailed(_, let keptAt, 1, let reason)? = sandbox.errors.first else {
            Issue.record("expected .migrationFailed from 1, got \(sandbox.errors)")
            return
        }
        #expect(reason == "no visits in v1")
        #expect(try sandbox.fileNames() == [keptAt.lastPathComponent])
    }

    @Test func secondCorruptFileInTheSameSecondGetsItsOwnName() throws {
        let sandbox = try PersistenceSandbox()
        for text in ["first", "second"] {
            try sandbox.write(text)
            _ = sandbox.persistence(PersistedProfile.self).load()
        }

        let kept = sandbox.errors.compactMap(\.keptAt)
        #expect(kept.count == 2)
        #expect(Set(kept.map(\.lastPathComponent)).count == 2)
        let contents = try Set(kept.map { try sandbox.contents(of: $0.lastPathComponent) })
        #expect(contents == ["first", "second"])
    }

    @Test func unreadableFileThatCannotBeMovedIsNeverSavedOver() throws {
        // A directory where the file should be: reading fails, and it must survive.
        let sandbox = try PersistenceSandbox()
        try FileManager.default.createDirectory(at: sandbox.file, withIntermediateDirectories: false)
        let persistence = sandbox.persistence(PersistedProfile.self)

        #expect(persistence.load() == nil)
        persistence.saveNow(PersistedProfile(name: "Ada", visits: 1))
        persistence.save(PersistedProfile(name: "Ada", visits: 2))
        let thrown = #expect(throws: PersistenceError.self) { try persistence.flush() }

        #expect(sandbox.writes == 0)
        guard case .readFailed(let file, _)? = sandbox.errors.first, sandbox.errors.count == 1 else {
            Issue.record("expected one .readFailed, got \(sandbox.errors)")
            return
        }
        #expect(file == sandbox.file)
        #expect(thrown == sandbox.errors.first, "flush says the saves were not kept, and why")
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: sandbox.file.path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
    }

    @Test func leftoversOfAnInterruptedSaveAreRemovedOnLoad() throws {
        let sandbox = try PersistenceSandbox()
        sandbox.persistence(PersistedProfile.self).saveNow(PersistedProfile(name: "Ada", visits: 3))
        try Data("half a sta".utf8).write(to: sandbox.directory.appendingPathComponent(".state.json.saving-1234"))

        #expect(sandbox.persistence(PersistedProfile.self).load() == PersistedProfile(name: "Ada", visits: 3))
        #expect(try sandbox.fileNames() == ["state.json"])
    }
}
