import Foundation
import StoreRuntime

extension StandupDetailState: StandupDetailReducer {
    public mutating func editTapped() {
        destination = .edit(StandupFormState(standup: standup))
    }

    public mutating func deleteTapped() {
        destination = .alert(DeleteAlertState(title: "Delete \(standup.title)?"))
    }

    // Its parent hears these.
    public mutating func startMeetingTapped() {}

    public mutating func delete() {}

    public mutating func meetingTapped(id: UUID) {}

    public mutating func destination(output action: StandupDetailDestinationAction) -> Effect<StandupDetailAction> {
        defer { destination = nil }
        switch (action, destination) {
        case (.alert(.confirm), _):
            return .send(.delete)
        case (.edit(.save), .edit(let form)?):
            standup = form.standup  // the list's standup: every screen showing it shows the edit
            return .none
        default:
            return .none
        }
    }
}
