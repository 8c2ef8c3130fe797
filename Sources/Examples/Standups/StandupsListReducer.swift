import Foundation
import StoreRuntime

extension StandupsListState: StandupsListReducer {
    public mutating func addTapped(uuid: UUIDSource) {
        addSheet = StandupFormState(standup: Standup(id: uuid(), minutes: newMinutes))
    }

    // Its parent, which hears these, pushes the screen.
    public mutating func standupTapped(id: UUID) {}

    public mutating func settingsTapped() {}

    public mutating func deleteStandups(ids: [UUID]) {
        standups.removeAll { ids.contains($0.id) }
    }

    public mutating func addSheet(output action: StandupFormAction) -> Effect<StandupsListAction> {
        if case .save = action, let form = addSheet { standups.append(form.standup) }
        addSheet = nil
        return .none
    }
}
