import Foundation
import StoreRuntime

extension StandupDetailState: StandupDetailReducer {
    public mutating func editTapped() {
        destination = .edit(StandupFormState(standup: standup))
    }

    public mutating func deleteTapped() {
        destination = .alert(.deleteConfirmation(title: standup.title))
    }

    // Its parent hears these.
    public mutating func startMeetingTapped() {}

    public mutating func delete() {}

    public mutating func meetingTapped(id: UUID) {}

    public mutating func destination(output action: StandupDetailDestinationAction) -> Effect<StandupDetailAction> {
        if case .edit(.save) = action, case .edit(let form)? = destination {
            standup = form.standup  // the list's standup: every screen showing it shows the edit
        }
        destination = nil
        return .none
    }
}
