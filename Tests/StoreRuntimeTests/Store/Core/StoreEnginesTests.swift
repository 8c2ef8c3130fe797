import Dispatch
import Foundation
import StoreGenTestSupport
import Testing

@testable import StoreRuntime

/// `StoreEngines` tells a thread whether it applies actions for some store
/// (such a thread must never wait on a queue), from every live store's
/// `DrainState`, without holding any store.
@Suite(.timeLimit(.minutes(1))) struct StoreEnginesTests {
    /// Asking reads each store's published drainer; it takes no store's
    /// lock and no reference to a store. (When it asked each store under its
    /// queue lock, holding the store meanwhile, a store its owner released
    /// at that moment was deinitialised by the asking thread, and what its
    /// release closes, such as an inspector recording's `end` line, came
    /// late.) Here the store's queue lock is held while another thread asks:
    /// the answer must come at once, and the store then ends with its owner's
    /// release.
    @Test func askingTakesNoStoreLockAndHoldsNoStore() {
        var store: Store<HeldCount, HeldCountAction>? = makeHeldCountStore(gate: ReducerGate())
        guard case .root(let engine)? = store?.backing else {
            Issue.record("a store made by init runs on its own engine")
            return
        }
        weak let weakEngine = engine.takeUnretainedValue()

        let answered = DispatchSemaphore(value: 0)
        let answer = Recorder<Bool>()
        engine.takeUnretainedValue().queueLock.withLock {
            Thread {
                answer.append(StoreEngines.shared.callerIsApplyingActions)
                answered.signal()
            }.start()
            // A hang guard only: the answer takes microseconds at any load.
            #expect(
                answered.wait(timeout: .now() + 30) == .success,
                "the question waited for a store's lock, holding the store meanwhile")
        }
        #expect(answer.values == [false])

        store = nil
        #expect(weakEngine == nil, "the owner's release ended the store")
    }

    /// The thread applying a store's actions is told so, in its reducer,
    /// whether it claimed the store in its own dispatch or drains it in the
    /// background after a hand-off; other threads, meanwhile, are not.
    @Test func onlyTheThreadApplyingActionsIsApplyingThem() async {
        let gate = ReducerGate()
        let askedInReducer = Recorder<Bool>()
        let store = Store<HeldCount, HeldCountAction>(initialState: HeldCount()) { state, action in
            askedInReducer.append(StoreEngines.shared.callerIsApplyingActions)
            switch action {
            case .hold: gate.hold()
            case .increment: state.count += 1
            }
        }
        await gate.hold(store, with: .hold)
        // More than the holding dispatch applies (1 + 16): the rest is
        // applied by a background drainer.
        let queued = Store<HeldCount, HeldCountAction>.dispatchBudget + 8
        for _ in 0..<queued { store.dispatch(.increment) }
        let askedElsewhere = await onDedicatedThread { StoreEngines.shared.callerIsApplyingActions }
        gate.release()
        await store.settled()

        #expect(askedElsewhere == false, "a thread that applies nothing while the store is held")
        #expect(askedInReducer.values == Array(repeating: true, count: 1 + queued))
        #expect(store.state.count == queued)
        #expect(StoreEngines.shared.callerIsApplyingActions == false)
    }
}
