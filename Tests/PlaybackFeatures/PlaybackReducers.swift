import Foundation
import StoreRuntime

extension MemoState: MemoReducer {
    /// The identity of a memo's playback.
    struct Playback: Hashable, Sendable {}

    package mutating func playTapped() -> Effect<MemoAction> {
        playing.toggle()
        guard playing else { return .cancel(id: Playback()) }
        elapsed = .zero
        failure = nil
        return .run(id: Playback(), cancelInFlight: true) { effect in
            while true {
                try await effect.clock.sleep(for: .seconds(1))
                effect.send(.ticked)
            }
        }
    }

    package mutating func ticked() -> Effect<MemoAction> {
        elapsed += .seconds(1)
        return elapsed >= length ? .send(.finished(outcome: .success(elapsed))) : .none
    }

    package mutating func finished(outcome: Result<Duration, PlaybackFailure>) -> Effect<MemoAction> {
        playing = false
        if case .failure(let reason) = outcome { failure = reason }
        return .cancel(id: Playback())
    }
}

extension MemosState: MemosReducer {
    package mutating func recorded(url: URL, length: Duration) {
        memos.append(MemoState(url: url, length: length))
    }
}
