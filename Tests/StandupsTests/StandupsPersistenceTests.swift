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
            let persistence = StandupsState.persistence(at: file)
            let store = StandupsStore(initialState: StandupsState(), persistence: persistence)
            store.dispatch(.addTapped)
            store.dispatch(.addSheet(.setTitle(title: "Design")))
            store.dispatch(.addSheet(.save))
            store.dispatch(.settingsTapped)
            let settings = try #require(store.state.path.ids.last)
            store.dispatch(.path(.element(id: settings, action: .settings(.setMinutes(minutes: 15)))))
            store.dispatch(.standupTapped(id: try #require(store.state.standups.first?.id)))
            store.dispatch(.addTapped)
            await store.settled()
            try persistence.flush()
            // What the relaunch must not bring back was there when the state was saved.
            #expect(store.state.path.count == 2)
            #expect(store.state.addSheet != nil)
        }

        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let keys = (saved?["state"] as? [String: Any]).map { $0.keys.sorted() }
        #expect(keys == ["newMinutes", "standups"])

        let persistence = StandupsState.persistence(at: file)
        // The relaunched store schedules a save of what it loaded: written
        // before the folder is removed, so it does not bring the folder back.
        defer { try? persistence.flush() }
        let store = StandupsStore(initialState: StandupsState(), persistence: persistence)
        #expect(store.state.standups.map(\.title) == ["Design"])
        #expect(store.state.newMinutes == 15)
        #expect(store.state.path.isEmpty)
        #expect(store.state.addSheet == nil)
    }
}
