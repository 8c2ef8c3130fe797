import Foundation
import StoreRuntime
import StoreTesting
import Testing

@testable import Standups

/// The list's add sheet: an optional child with a form, tested on the list's
/// store alone.
@Suite(.timeLimit(.minutes(1))) struct AddSheetTests {
    @Test func addingAStandupThroughTheSheet() {
        let store = TestStore(initialState: StandupsListState())
        store.send(.addTapped) { $0.addSheet = StandupFormState(standup: Standup(id: id(0), minutes: 5)) }
        store.send(.addSheet(.setTitle(title: "Design"))) { $0.addSheet?.standup.title = "Design" }
        store.send(.addSheet(.addAttendee(name: "Ada"))) { $0.addSheet?.standup.attendees = ["Ada"] }
        store.send(.addSheet(.save)) {
            $0.standups = [Standup(id: id(0), title: "Design", attendees: ["Ada"])]
            $0.addSheet = nil
        }
        store.assertDismissed(\.addSheet)
    }

    @Test func cancellingTheSheetAddsNothing() {
        let store = TestStore(initialState: StandupsListState())
        store.send(.addTapped) { $0.addSheet = StandupFormState(standup: Standup(id: id(0))) }
        store.send(.addSheet(.setTitle(title: "Design"))) { $0.addSheet?.standup.title = "Design" }
        store.send(.addSheet(.cancel)) { $0.addSheet = nil }
        store.assertDismissed(\.addSheet)
    }

    /// The hard case: the sheet is gone (saved), and a late action for it
    /// (a second tap on Save) finds no child. It is dropped and reported,
    /// not applied to anything, and the list gains no second standup.
    @Test func anActionSentToTheAbsentSheetIsDroppedAndReported() {
        let store = TestStore(initialState: StandupsListState())
        store.send(.addTapped) { $0.addSheet = StandupFormState(standup: Standup(id: id(0))) }
        store.send(.addSheet(.save)) {
            $0.standups = [Standup(id: id(0))]
            $0.addSheet = nil
        }
        withKnownIssue {
            store.send(.addSheet(.save))
        } matching: { issue in
            message(of: issue) == ".save was dropped: the child 'addSheet' is absent"
        }
        #expect(store.state.standups.count == 1)
    }
}
