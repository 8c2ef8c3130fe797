import Foundation
import StoreRuntime
import StoreTesting
import Testing

@testable import Standups

/// The detail screen, pushed on the list's stack, and its one-of
/// destination: the edit sheet or the delete confirmation.
@Suite(.timeLimit(.minutes(1))) struct DetailTests {
    let detail = StackElementID(rawValue: 1)

    func storeShowingDesign() -> TestStore<StandupsState, StandupsAction> {
        let store = TestStore(initialState: StandupsState(list: StandupsListState(standups: [design])))
        store.send(.list(.standupTapped(id: design.id))) { $0.path.push(.detail(StandupDetailState(standup: design))) }
        return store
    }

    /// Data shown on two screens: the detail shares the list's standup, so
    /// the edit it saves is the list's, and the test asserts it once.
    @Test func editingAStandupShowsTheEditOnTheListAndTheDetail() async {
        let store = storeShowingDesign()
        var edited = design
        edited.title = "Design review"
        store.send(.path(.element(id: detail, action: .detail(.editTapped)))) {
            $0.path[id: self.detail] = .detail(
                StandupDetailState(standup: design, destination: .edit(StandupFormState(standup: design))))
        }
        store.send(.path(.element(id: detail, action: .detail(.destination(.edit(.setTitle(title: "Design review")))))))
        {
            $0.path[id: self.detail] = .detail(
                StandupDetailState(standup: design, destination: .edit(StandupFormState(standup: edited))))
        }
        store.send(.path(.element(id: detail, action: .detail(.destination(.edit(.save)))))) {
            $0.path[id: self.detail] = .detail(StandupDetailState(standup: design))  // the sheet is dismissed
            $0.list.standups = [edited]  // the detail follows
        }
        #expect(store.state.path[id: detail] == .detail(StandupDetailState(standup: edited)))
        await store.finish()
    }

    @Test func cancellingTheEditChangesNothing() {
        let store = storeShowingDesign()
        store.send(.path(.element(id: detail, action: .detail(.editTapped)))) {
            $0.path[id: self.detail] = .detail(
                StandupDetailState(standup: design, destination: .edit(StandupFormState(standup: design))))
        }
        store.send(.path(.element(id: detail, action: .detail(.destination(.edit(.cancel)))))) {
            $0.path[id: self.detail] = .detail(StandupDetailState(standup: design))
        }
    }

    @Test func confirmingTheDeleteRemovesTheStandupAndPopsItsScreen() async {
        let store = storeShowingDesign()
        store.send(.path(.element(id: detail, action: .detail(.deleteTapped)))) {
            $0.path[id: self.detail] = .detail(
                StandupDetailState(
                    standup: design, destination: .alert(.deleteConfirmation(title: "Design"))))
        }
        // The Delete button: the alert goes, and its action comes to the detail.
        store.send(.path(.element(id: detail, action: .detail(.destination(.alert(.tapped(.delete))))))) {
            $0.path[id: self.detail] = .detail(StandupDetailState(standup: design))
        }
        await store.receive(.path(.element(id: detail, action: .detail(.delete)))) {
            $0.list.standups = []
            $0.path = []
        }
        store.assertPopped(\.path, id: detail)
        await store.finish()
    }

    /// A one-of child holds one case at a time: an action for the alert
    /// while the edit sheet is shown is dropped and reported, not applied.
    @Test func anActionForTheDestinationsOtherCaseIsDroppedAndReported() {
        let store = storeShowingDesign()
        store.send(.path(.element(id: detail, action: .detail(.editTapped)))) {
            $0.path[id: self.detail] = .detail(
                StandupDetailState(standup: design, destination: .edit(StandupFormState(standup: design))))
        }
        withKnownIssue {
            store.send(.path(.element(id: detail, action: .detail(.destination(.alert(.tapped(.delete)))))))
        } matching: { issue in
            message(of: issue)
                == ".alert(StoreRuntime.AlertAction<Standups.StandupDetailAction>"
                + ".tapped(Standups.StandupDetailAction.delete))"
                + " was dropped: the child 'path[#1].destination' holds another case"
        }
        #expect(store.state.list.standups == [design])
    }

    /// The detail tested on its own: the alert is a value, asserted whole
    /// (title, buttons and what each sends), and Cancel dismisses it and
    /// sends nothing.
    @Test func cancellingTheDeleteConfirmationDismissesIt() async {
        let store = TestStore(initialState: StandupDetailState(standup: design))
        store.send(.deleteTapped) {
            $0.destination = .alert(
                AlertState(
                    title: "Delete Design?",
                    buttons: [
                        AlertButton("Delete", role: .destructive, action: .delete),
                        AlertButton("Cancel", role: .cancel),
                    ]))
        }
        store.send(.destination(.alert(.dismissed))) { $0.destination = nil }
        store.assertDismissed(\.destination)
        await store.finish()
    }

    /// The Delete button, tested on the detail alone: the alert goes and the
    /// detail receives `delete`, the button's action.
    @Test func theDeleteButtonSendsDeleteToTheDetail() async {
        let store = TestStore(initialState: StandupDetailState(standup: design))
        store.send(.deleteTapped) { $0.destination = .alert(.deleteConfirmation(title: "Design")) }
        store.send(.destination(.alert(.tapped(.delete)))) { $0.destination = nil }
        await store.receive(.delete)
        await store.finish()
    }
}
