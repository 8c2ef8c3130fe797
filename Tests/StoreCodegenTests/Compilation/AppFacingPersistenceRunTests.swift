import StoreCodegen
import StoreSchema
import Testing

/// The generated persistence an app calls, compiled into programs with
/// StoreRuntime and run: the save options it passes, a state file of its
/// choosing with the schema's version, and the migrations it must supply.
@Suite(.serialized) struct AppFacingPersistenceRunTests {
    let generator = CodeGenerator()

    /// The save options an app passes to a generated `persistence(...)` are
    /// the ones its `StatePersistence` runs with: the delay, a did-save
    /// handler (called once the write is on disk) and the error handler.
    @Test func generatedPersistenceTakesTheSaveOptions() async throws {
        let main = """
            import Foundation
            import StoreRuntime
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-\\(UUID().uuidString)")
            let url = folder.appendingPathComponent("State.json")
            let persistence = TimeTrackerState.persistence(
                at: url, saveDelay: .seconds(30), onSave: { print("saved") }, onError: { print("error:", \
            $0.description) })
            print(persistence.saveDelay == .seconds(30))
            var state = TimeTrackerState()
            state.filter = .running
            persistence.save(state)
            print("scheduled")
            try persistence.flush()
            print(persistence.load()?.filter == .running)
            let defaults = TimeTrackerState.persistence(fileName: "Other.json")
            print(defaults.saveDelay == StatePersistenceDefaults.saveDelay)
            let named = TimeTrackerState.persistence(fileName: "Other.json", saveDelay: .milliseconds(5), onSave: nil)
            print(named.saveDelay == .milliseconds(5))
            try Data("taken".utf8).write(to: folder.appendingPathComponent("blocker"))
            let failing = TimeTrackerState.persistence(
                at: folder.appendingPathComponent("blocker/State.json"), onSave: { print("saved") },
                onError: { _ in print("failed") })
            failing.saveNow(state)
            try? FileManager.default.removeItem(at: folder)
            """
        let output = try await SwiftCompiler().run(
            generator.generateStore(ReferenceDefinitions.timeTracker).sources(with: [
                "TimeTrackerReducer.swift": ReferenceReducers.timeTracker,
                "main.swift": main,
            ]))
        // `flush` writes the scheduled state at once (not after 30 s) and
        // returns after `onSave` ran; a failed write calls `onError`, not `onSave`.
        #expect(
            output == """
                true
                scheduled
                saved
                true
                true
                true
                failed

                """)
    }

    @Test func aChosenStateFileUsesTheSchemaVersionAndReportsFailures() async throws {
        let main = """
            import Foundation
            import StoreRuntime
            let url = \
            FileManager.default.temporaryDirectory.appendingPathComponent("storegen-\\(UUID().uuidString).json")
            try Data("not json".utf8).write(to: url)
            let chosen = TimeTrackerState.persistence(at: url, onError: { _ in print("reported") })
            print(chosen.url == url, chosen.version == TimeTrackerState.stateVersion, TimeTrackerState.stateVersion)
            print(chosen.load() == nil)
            let named = TimeTrackerState.persistence(fileName: "Other.json", onError: { _ in })
            print(named.url.lastPathComponent, named.version)
            print(TimeTrackerState.persistence().url.lastPathComponent)
            for file in (try? FileManager.default.contentsOfDirectory(
                at: url.deletingLastPathComponent(), includingPropertiesForKeys: nil)) ?? []
            where file.lastPathComponent.hasPrefix(url.deletingPathExtension().lastPathComponent) {
                try? FileManager.default.removeItem(at: file)
            }
            """
        var definition = ReferenceDefinitions.timeTracker
        definition.version = 3
        let output = try await SwiftCompiler().run(
            generator.generateStore(definition).sources(with: [
                "TimeTrackerReducer.swift": ReferenceReducers.timeTracker,
                "main.swift": main,
            ]))
        #expect(
            output == """
                true true 3
                reported
                true
                Other.json 3
                TimeTracker.json

                """)
    }

    /// A schema that lists `migrations:` promises the app converts files of
    /// those versions (`storegen check-compat` relies on it): the generated
    /// `persistence` then takes `migrate` without a default, so leaving it
    /// out does not compile, and an older file reaches the closure.
    @Test func listedMigrationsMakeTheMigrateClosureRequired() async throws {
        var definition = ReferenceDefinitions.timeTracker
        definition.version = 2
        definition.migrations = [1]
        let main = """
            import Foundation
            import StoreRuntime
            let url = \
            FileManager.default.temporaryDirectory.appendingPathComponent("storegen-\\(UUID().uuidString).json")
            try Data(#"{"version": 1, "state": {"filter": "running"}}"#.utf8).write(to: url)
            let persistence = TimeTrackerState.persistence(at: url, migrate: { data, version in
                print("migrating from", version, String(decoding: data, as: UTF8.self))
                return TimeTrackerState(filter: .finished)
            })
            print(persistence.load()?.filter == .finished)
            try? FileManager.default.removeItem(at: url)
            """
        let sources = generator.generateStore(definition).sources(with: [
            "TimeTrackerReducer.swift": ReferenceReducers.timeTracker,
            "main.swift": main,
        ])
        let output = try await SwiftCompiler().run(sources)
        #expect(
            output == """
                migrating from 1 {"filter":"running"}
                true

                """)
        let withoutMigrate = """
            import Foundation
            let named = TimeTrackerState.persistence(fileName: "Other.json")
            let chosen = TimeTrackerState.persistence(at: URL(fileURLWithPath: "/tmp/x.json"))
            """
        let diagnostics = try await SwiftCompiler().diagnostics(
            sources.merging(["main.swift": withoutMigrate]) { _, app in app })
        #expect(diagnostics.contains("main.swift:2:"), "\(diagnostics)")
        #expect(diagnostics.contains("main.swift:3:"), "\(diagnostics)")
        #expect(diagnostics.contains("migrate"), "\(diagnostics)")
    }
}
