import Dispatch
import Foundation
import StoreGenTestSupport
import StoreRuntime

/// Holds the thread applying a store's actions inside its reducer until
/// released, so that whatever other threads dispatch meanwhile is queued:
/// the tests of a busy store's queue reach that state without timing.
final class ReducerGate: @unchecked Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    /// Called by the reducer: says the store is held, then waits.
    func hold() {
        held.signal()
        released.wait()
    }

    func release() { released.signal() }

    /// Dispatches `hold` on a thread of its own and returns once the store's
    /// reducer is holding it (the thread's dispatch call has not returned).
    func hold<State, Action>(_ store: Store<State, Action>, with hold: Action) async {
        Thread { store.dispatch(hold) }.start()
        await onDedicatedThread { self.held.wait() }
    }
}

/// A persisted count whose `hold` action blocks on a `ReducerGate`.
struct HeldCount: Codable, Sendable, Equatable {
    var count = 0
}

enum HeldCountAction: Sendable, Equatable {
    case hold
    case increment
}

func makeHeldCountStore(
    gate: ReducerGate, persistence: StatePersistence<HeldCount>? = nil
) -> Store<HeldCount, HeldCountAction> {
    let reducer: @Sendable (inout HeldCount, HeldCountAction) -> Void = { state, action in
        switch action {
        case .hold: gate.hold()
        case .increment: state.count += 1
        }
    }
    guard let persistence else { return Store(initialState: HeldCount(), reducer: reducer) }
    return Store(initialState: HeldCount(), persistence: persistence, reducer: reducer)
}
