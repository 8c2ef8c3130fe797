import Foundation
import StoreRuntime
import Testing

@testable import Standups

/// The schema saves the list and not the navigation: `persist: true` on the
/// store saves its fields and its data modules, and the add sheet
/// (`optional:`) and the stack (`stack:`) are not saved without a
/// `persist: true` of their own, so a relaunch starts at the list.
@Suite(.timeLimit(.minutes(1))) struct StandupsPersistenceTests {
    @Test func theStandupsComeBackAfterARelaunchAndTheScreensDoNot() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standups-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Standups.json")

        do {
            let persistence = StandupsState.persistence(at: file, migrate: StandupsState.migrate)
            let store = StandupsStore(initialState: StandupsState(), persistence: persistence)
            store.dispatch(.list(.addTapped))
            store.dispatch(.list(.addSheet(.setTitle(title: "Design"))))
            store.dispatch(.list(.addSheet(.save)))
            store.dispatch(.list(.settingsTapped))
            let settings = try #require(store.state.path.ids.last)
            store.dispatch(.path(.element(id: settings, action: .settings(.setMinutes(minutes: 15)))))
            store.dispatch(.list(.standupTapped(id: try #require(store.state.list.standups.first?.id))))
            store.dispatch(.list(.addTapped))
            await store.settled()
            try persistence.flush()
            // What the relaunch must not bring back was there when the state was saved.
            #expect(store.state.path.count == 2)
            #expect(store.state.list.addSheet != nil)
        }

        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let state = saved?["state"] as? [String: Any]
        #expect(state.map { $0.keys.sorted() } == ["list"])
        #expect((state?["list"] as? [String: Any]).map { $0.keys.sorted() } == ["newMinutes", "standups"])

        let persistence = StandupsState.persistence(at: file, migrate: StandupsState.migrate)
        // The relaunched store schedules a save of what it loaded: written
        // before the folder is removed, so it does not bring the folder back.
        defer { try? persistence.flush() }
        let store = StandupsStore(initialState: StandupsState(), persistence: persistence)
        #expect(store.state.list.standups.map(\.title) == ["Design"])
        #expect(store.state.list.newMinutes == 15)
        #expect(store.state.path.isEmpty)
        #expect(store.state.list.addSheet == nil)
    }

    /// Version 1 of the schema saved the standups at the root; the
    /// migration moves them into the list, and the next save is version 2's.
    @Test func aFileSavedAtVersionOneComesBackInTheList() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standups-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Standups.json")
        let savedAtVersionOne = """
            {"version": 1, "state": {"newMinutes": 15, "standups": [{"id": "\(design.id)", "title": "Design", \
            "minutes": 1, "attendees": ["Ada", "Grace"], "meetings": []}]}}
            """
        try Data(savedAtVersionOne.utf8).write(to: file)

        let persistence = StandupsState.persistence(at: file, migrate: StandupsState.migrate)
        let store = StandupsStore(initialState: StandupsState(), persistence: persistence)
        #expect(store.state.list == StandupsListState(standups: [design], newMinutes: 15))
        store.dispatch(.list(.deleteStandups(ids: [design.id])))
        await store.settled()
        try persistence.flush()
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["version"] as? Int == 2)
        #expect(((saved?["state"] as? [String: Any])?["list"] as? [String: Any])?["newMinutes"] as? Int == 15)
    }
}
