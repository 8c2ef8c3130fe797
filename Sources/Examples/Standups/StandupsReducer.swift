import Foundation
import StoreRuntime

extension StandupsState: StandupsReducer {
    public mutating func addTapped(uuid: UUIDSource) {
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
        case (.detail(.meetingTapped(let meetingID)), .detail(let detail)?):
            if let meeting = detail.standup.meetings.first(where: { $0.id == meetingID }) {
                path.push(.pastMeeting(meeting))
            }
        default:
            break
        }
        return .none
    }
}
