import Foundation
import StoreRuntime
import StoreTesting
import Testing

@testable import Standups

/// The meeting screen, pushed above the detail: a timer effect that ends the
/// meeting, and what becomes of it when the screen goes.
@Suite(.timeLimit(.minutes(1))) struct MeetingTests {
    let detail = StackElementID(rawValue: 1)
    let meeting = StackElementID(rawValue: 2)

    /// The list, with the detail of `design` and its meeting on top, the
    /// meeting's timer started.
    func storeInAMeeting() -> TestStore<StandupsState, StandupsAction> {
        let store = TestStore(initialState: StandupsState(list: StandupsListState(standups: [design])))
        store.send(.list(.standupTapped(id: design.id))) { $0.path.push(.detail(StandupDetailState(standup: design))) }
        store.send(.path(.element(id: detail, action: .detail(.startMeetingTapped)))) {
            $0.path.push(.meeting(RecordMeetingState(standup: design)))
        }
        store.send(.path(.element(id: meeting, action: .meeting(.startTimer))))
        return store
    }

    /// A whole meeting, asserted only where it matters: the minute runs in
    /// no wall-clock time, the record lands in the list's standup, which the
    /// detail below shows (data shown on two screens), and the meeting
    /// screen is popped.
    @Test func aMeetingThatRunsItsTimeIsRecordedAndPopped() async {
        let store = storeInAMeeting()
        store.exhaustivity = .off
        await store.advance(by: .seconds(30))
        store.assert {
            $0.path[id: self.meeting] = .meeting(RecordMeetingState(standup: design, secondsElapsed: 30, speaker: 1))
        }
        await store.advance(by: .seconds(30))
        var recorded = design
        recorded.meetings = [Meeting(id: id(0), date: Date(timeIntervalSinceReferenceDate: 60))]
        store.assertPopped(\.path, id: meeting)
        store.assert { $0.list.standups = [recorded] }
        #expect(store.state.path.ids == [detail])
        #expect(store.state.path[id: detail] == .detail(StandupDetailState(standup: recorded)))
        await store.finish()
    }

    /// The hard case: the user goes back before the meeting's time is up.
    /// The popped screen's timer would have ended the meeting later; it is
    /// cancelled with the screen, so nothing arrives and nothing is recorded.
    @Test func aPoppedMeetingsTimerThatWouldEndItLaterIsCancelled() async {
        let store = storeInAMeeting()
        await store.advance(by: .seconds(1))
        await store.receive(.path(.element(id: meeting, action: .meeting(.timerTicked)))) {
            $0.path[id: self.meeting] = .meeting(RecordMeetingState(standup: design, secondsElapsed: 1))
        }
        store.send(.path(.pop)) { $0.path = [.detail(StandupDetailState(standup: design))] }
        store.assertPopped(\.path, id: meeting)
        await store.advance(by: .seconds(120))
        #expect(store.state.list.standups == [design])
        await store.finish()
    }

    /// The meeting screen tested alone, with no parent to pop it: when its
    /// time is up it records the meeting and asks to be dismissed, which its
    /// test store reports, and its timer stops with it.
    @Test func aMeetingTestedAloneDismissesItselfAndItsTimerStops() async {
        let store = TestStore(initialState: RecordMeetingState(standup: design))
        store.exhaustivity = .off
        store.send(.startTimer)
        await store.advance(by: .seconds(59))
        #expect(!store.isDismissed)
        await store.advance(by: .seconds(1))
        #expect(store.isDismissed)
        #expect(store.state.standup.meetings == [Meeting(id: id(0), date: Date(timeIntervalSinceReferenceDate: 60))])
        await store.advance(by: .seconds(60))
        #expect(store.state.secondsElapsed == 60)  // the timer stopped with the dismissal
        await store.finish()
    }
}
