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
        let store = TestStore(initialState: StandupsState(standups: [design]))
        store.send(.standupTapped(id: design.id)) { $0.path.push(.detail(StandupDetailState(standup: design))) }
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
            $0.standups = [edited]  // the detail follows
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
                    standup: design, destination: .alert(DeleteAlertState(title: "Delete Design?"))))
        }
        store.send(.path(.element(id: detail, action: .detail(.destination(.alert(.confirm)))))) {
            $0.path[id: self.detail] = .detail(StandupDetailState(standup: design))
        }
        await store.receive(.path(.element(id: detail, action: .detail(.delete)))) {
            $0.standups = []
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
            store.send(.path(.element(id: detail, action: .detail(.destination(.alert(.confirm))))))
        } matching: { issue in
            message(of: issue) == """
                .alert(Standups.DeleteAlertAction.confirm) was dropped: the child 'path[#1].destination' \
                holds another case
                """
        }
    }

    /// The detail tested on its own: its one-of destination goes when the
    /// confirmation is cancelled, checked without spelling out the state.
    @Test func cancellingTheDeleteConfirmationDismissesIt() {
        let store = TestStore(initialState: StandupDetailState(standup: design))
        store.exhaustivity = .off
        store.send(.deleteTapped)
        store.send(.destination(.alert(.cancel)))  // the detail's own handler sets destination = nil
        store.assertDismissed(\.destination)
        #expect(store.state.standup == design)
    }
}
