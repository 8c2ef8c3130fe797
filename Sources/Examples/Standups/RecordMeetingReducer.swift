import Foundation
import StoreRuntime

extension RecordMeetingState: RecordMeetingReducer {
    /// The identity of the meeting's timer.
    struct Timer: Hashable, Sendable {}

    public mutating func startTimer() -> Effect<RecordMeetingAction> {
        .run(id: Timer(), cancelInFlight: true) { effect in
            while true {
                try await effect.clock.sleep(for: .seconds(1))
                effect.send(.timerTicked)
            }
        }
    }

    public mutating func timerTicked() -> Effect<RecordMeetingAction> {
        secondsElapsed += 1
        let seconds = standup.minutes * 60
        speaker = min(secondsElapsed * standup.attendees.count / seconds, max(standup.attendees.count - 1, 0))
        return secondsElapsed >= seconds ? .send(.endMeeting) : .none
    }

    /// Records the meeting in the list's standup, and closes the screen.
    public mutating func endMeeting(uuid: UUIDSource, now: Date) -> Effect<RecordMeetingAction> {
        standup.meetings.insert(Meeting(id: uuid(), date: now), at: 0)
        return .dismiss
    }
}
