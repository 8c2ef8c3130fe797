import Foundation
import StoreRuntime

extension StandupsState: StandupsReducer {
    public mutating func addTapped(uuid: UUIDGenerator) {
        addSheet = StandupFormState(standup: Standup(id: uuid(), minutes: newMinutes))
    }

    public mutating func standupTapped(id: UUID) {
        guard let standup = standups.first(where: { $0.id == id }) else { return }
        path.push(.detail(StandupDetailState(standup: standup)))
    }

    public mutating func settingsTapped() {
        path.push(.settings(SettingsState(minutes: newMinutes)))
    }

    public mutating func deleteStandups(ids: [UUID]) {
        standups.removeAll { ids.contains($0.id) }
        // The first screen showing a deleted standup goes, with those above it.
        if let first = path.ids.first(where: { path[id: $0]?.standupID.map(ids.contains) == true }) {
            path[id: first] = nil
        }
    }

    public mutating func addSheet(output action: StandupFormAction) -> Effect<StandupsAction> {
        if case .save = action, let form = addSheet { standups.append(form.standup) }
        addSheet = nil
        return .none
    }

    public mutating func path(id: StackElementID, output action: StandupsPathAction) -> Effect<StandupsAction> {
        switch (action, path[id: id]) {
        case (.detail(.startMeetingTapped), .detail(let detail)?):
            path.push(.meeting(RecordMeetingState(standup: detail.standup)))
        case (.detail(.delete), .detail(let detail)?):
            deleteStandups(ids: [detail.standup.id])
        case (.detail(.edited), .detail(let detail)?):
            update(detail.standup)
        case (.meeting(.endMeeting), .meeting(let meeting)?):
            if var standup = standups.first(where: { $0.id == meeting.standup.id }), let record = meeting.meeting {
                standup.meetings.insert(record, at: 0)
                update(standup)
            }
            path[id: id] = nil
        case (.settings(.setMinutes(let minutes)), _):
            newMinutes = minutes
        default:
            break
        }
        return .none
    }

    /// Puts `standup` in the list and in every screen showing it.
    private mutating func update(_ standup: Standup) {
        guard let index = standups.firstIndex(where: { $0.id == standup.id }) else { return }
        standups[index] = standup
        for id in path.ids {
            if case .detail(var detail)? = path[id: id], detail.standup.id == standup.id {
                detail.standup = standup
                path[id: id] = .detail(detail)
            }
        }
    }
}

extension StandupsPath {
    /// The standup the screen shows, if any.
    var standupID: UUID? {
        switch self {
        case .detail(let detail): detail.standup.id
        case .meeting(let meeting): meeting.standup.id
        case .settings: nil
        }
    }
}
