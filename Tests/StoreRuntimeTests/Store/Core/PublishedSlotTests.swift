import Dispatch
import Foundation
import StoreGenTestSupport
import Testing

@testable import StoreRuntime

#if !canImport(os)
import Synchronization
#endif

/// The thread applying actions publishes a state without a lock; a reader of
/// `state` marks the slot it copies, and the drainer waits for that reader
/// before it writes the slot again. (`StoreDispatchTests` checks the same
/// from outside, by reading while another thread dispatches.)
@Suite(.timeLimit(.minutes(1))) struct PublishedSlotTests {
    #if !canImport(os)
    /// A reader is held in the middle of its copy (it holds `stateLock` and
    /// has marked the published slot, as `state` does). The next action
    /// writes the other slot and publishes it; the one after would write
    /// the slot being read, so it waits, parked on `stateLock`, until the
    /// reader is done. Without that wait it would finish and overwrite the
    /// slot under the reader.
    @Test func theDrainerWaitsForAReaderOfTheSlotItIsAboutToWrite() async throws {
        let store = Store<CounterState, CounterAction>(initialState: CounterState(), reducer: counterReducer)
        let secondApplied = Counter()
        holdingAReader(of: store, untilParkedOr: secondApplied) {
            store.dispatch(.increment)  // writes and publishes the other slot
            Thread {
                store.dispatch(.increment)  // would write the slot being read
                secondApplied.increment()
            }.start()
        }
        try await waitUntil("the second action") { secondApplied.value == 1 }
        #expect(store.state.count == 2)
    }

    /// The same, when the action that would write the slot being read is
    /// applied in a drain: a subscriber of the first action dispatches it,
    /// so the first dispatch's stop fails and it drains the queue (taking
    /// a batch, which updates the drain state where the reader's mark is
    /// kept, and publishing with the read-modify-write a drain makes).
    /// A mark lost on the way lets the second action overwrite the slot
    /// under the reader.
    @Test func aReaderIsWaitedForWhenTheNextActionIsAppliedInADrain() async throws {
        let store = Store<CounterState, CounterAction>(initialState: CounterState(), reducer: counterReducer)
        let secondApplied = Counter()
        let token = store.subscribeSynchronously(select: \.count) { count in
            if count == 1 { store.dispatch(.increment) }  // queued: the store is draining
            if count == 2 { secondApplied.increment() }
        }
        holdingAReader(of: store, untilParkedOr: secondApplied) {
            Thread {
                store.dispatch(.increment)  // the first writes the other slot; the second the slot being read
            }.start()
        }
        try await waitUntil("the second action") { secondApplied.value == 1 }
        #expect(store.state.count == 2)
        token.cancel()
    }

    /// Holds a reader in the middle of its copy (holding `stateLock`, the
    /// published slot marked, as `state` does) while `dispatching` starts
    /// the actions, until the second action is applied or its thread parks
    /// on `stateLock` (its word 2: held, a waiter parked; a hang guard
    /// bounds the wait), and checks that it waited and left the slot alone.
    private func holdingAReader(
        of store: Store<CounterState, CounterAction>,
        untilParkedOr secondApplied: Counter,
        while dispatching: () -> Void
    ) {
        guard case .root(let engine) = store.backing else {
            Issue.record("a store made by init runs on its own engine")
            return
        }
        let core = engine.takeUnretainedValue()
        core.stateLock.withLock {
            let read = core.published.beginReading(core.drainState)
            dispatching()
            var polls = 0
            while secondApplied.value == 0, core.stateLock.word.load(ordering: .relaxed) != 2, polls < 60_000 {
                usleep(1_000)
                polls += 1
            }
            #expect(secondApplied.value == 0, "the second action waited for the reader")
            #expect(core.slots[read].count == 0, "the slot being read still holds what the reader copies")
            core.published.endReading(read, core.drainState)
        }
    }
    #endif
}
