import Foundation
import StoreRuntime
import StoreTesting
import Testing

@testable import Standups

/// A past meeting's screen: a case of the stack that holds the meeting it
/// shows (`pastMeeting: {type: Meeting}`), with no store or reducer of its own.
@Suite struct PastMeetingTests {
    let detail = StackElementID(rawValue: 1)
    let pastMeeting = StackElementID(rawValue: 2)
    let held = Meeting(
        id: UUID(uuidString: "0EE70000-0000-0000-0000-000000000000")!, date: Date(timeIntervalSince1970: 0))

    var standup: Standup {
        var standup = design
        standup.meetings = [held]
        return standup
    }

    @Test func tappingAPastMeetingPushesItsScreenHoldingTheMeeting() {
        let store = TestStore(initialState: StandupsState(list: StandupsListState(standups: [standup])))
        store.send(.list(.standupTapped(id: standup.id))) {
            $0.path.push(.detail(StandupDetailState(standup: self.standup)))
        }
        store.send(.path(.element(id: detail, action: .detail(.meetingTapped(id: held.id))))) {
            $0.path.push(.pastMeeting(self.held))
        }
        // The screen's state is the meeting itself: a view reads it from the stack.
        #expect(store.state.path[id: pastMeeting] == .pastMeeting(held))
        store.send(.path(.pop)) { $0.path = [.detail(StandupDetailState(standup: self.standup))] }
    }

    /// A meeting the standup does not hold pushes nothing.
    @Test func tappingAMeetingTheStandupDoesNotHoldPushesNothing() {
        let store = TestStore(initialState: StandupsState(list: StandupsListState(standups: [design])))
        store.send(.list(.standupTapped(id: design.id))) { $0.path.push(.detail(StandupDetailState(standup: design))) }
        store.send(.path(.element(id: detail, action: .detail(.meetingTapped(id: held.id)))))
        #expect(store.state.path.ids == [detail])
    }

    /// The stack's own actions push and pop it, as any screen.
    @Test func aPastMeetingScreenIsPushedAndPoppedLikeAnyScreen() {
        let store = TestStore(initialState: StandupsState(list: StandupsListState(standups: [standup])))
        store.send(.path(.push(.pastMeeting(held)))) { $0.path.push(.pastMeeting(self.held)) }
        store.send(.path(.pop)) { $0.path = [] }
    }
}
