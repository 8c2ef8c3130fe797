import Foundation
import StoreRuntime

extension StandupsState: StandupsReducer {
    public mutating func list(output action: StandupsListAction) -> Effect<StandupsAction> {
        switch action {
        case .standupTapped(let id):
            if let standup = list.standups.first(where: { $0.id == id }) {
                path.push(.detail(StandupDetailState(standup: standup)))
            }
        case .settingsTapped:
            path.push(.settings(SettingsState(minutes: list.newMinutes)))
        default:
            break
        }
        return .none
    }

    public mutating func path(id: StackElementID, output action: StandupsPathAction) -> Effect<StandupsAction> {
        switch (action, path[id: id]) {
        case (.detail(.startMeetingTapped), .detail(let detail)?):
            path.push(.meeting(RecordMeetingState(standup: detail.standup)))
        case (.detail(.delete), .detail(let detail)?):
            list.deleteStandups(ids: [detail.standup.id])
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
