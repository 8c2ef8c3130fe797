import Foundation
import StoreRuntime
import Testing
@testable import Standups

/// The standups are saved to a file and read back at launch; the screens are not.
@Suite(.timeLimit(.minutes(1))) struct StandupsFileTests {
    @Test func standupsAddedInOneLaunchAreThereInTheNext() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standups-\(UUID())")
        let file = StatePersistence<[Standup]>(url: folder.appendingPathComponent("standups.json"), version: 1)
        defer {
            // The second launch's store schedules a save of what it loaded:
            // written now, so it does not bring the folder back later.
            try? file.flush()
            try? FileManager.default.removeItem(at: folder)
        }

        do {
            let (store, saving) = StandupsStore.saved(in: file)
            store.dispatch(.addTapped)
            store.dispatch(.addSheet(.setTitle(title: "Design")))
            store.dispatch(.addSheet(.save))
            store.dispatch(.standupTapped(id: store.state.standups.first?.id ?? UUID()))
            await store.settled()
            try file.flush()
            withExtendedLifetime(saving) {}
        }

        let (store, _) = StandupsStore.saved(in: file)
        #expect(store.state.standups.map(\.title) == ["Design"])
        #expect(store.state.path.isEmpty)
    }
}
