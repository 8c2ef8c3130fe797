import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

/// Effects that send into a busy store obey its queue bound like any other
/// producer: a send that finds the queue full waits in the send, and
/// nothing is lost; a send made on the thread applying actions
/// (`Effect.send`) never waits, since it would wait for itself. Counted, not
/// timed: the time limit and `waitUntil` only turn a deadlock into a failure.
@Suite(.timeLimit(.minutes(1))) struct EffectFloodTests {
    /// What the effects did, seen from outside the store.
    final class Sends: @unchecked Sendable, Equatable {
        /// Sends started, and sends whose call returned.
        let attempted = Counter()
        let returned = Counter()
        /// `returned` when the held store was let go.
        let returnedAtRelease = Recorder<Int>()

        static func == (lhs: Sends, rhs: Sends) -> Bool { lhs === rhs }
    }

    /// Each effect's sends, in the order the store applied them.
    struct FloodState: EffectfulState, Equatable {
        enum Action: Sendable, Equatable {
            /// Starts `effects` effects, each sending `sends` actions.
            case start(effects: Int, sends: Int, log: Sends)
            case sent(effect: Int, index: Int)
            /// Returns `count` `Effect.send`s, queued from the thread applying it.
            case fanOut(count: Int)
            case echo
        }

        var received: [[Int]] = []
        var echoes = 0

        mutating func reduceWithEffects(_ action: Action) -> Effect<Action> {
            switch action {
            case .start(let effects, let sends, let log):
                received = Array(repeating: [], count: effects)
                return .merge(
                    (0..<effects).map { effect in
                        .run { context in
                            for index in 0..<sends {
                                log.attempted.increment()
                                context.send(.sent(effect: effect, index: index))
                                log.returned.increment()
                            }
                        }
                    })
            case .sent(let effect, let index):
                received[effect].append(index)
            case .fanOut(let count):
                return .merge(Array(repeating: Effect.send(.echo), count: count))
            case .echo:
                echoes += 1
            }
            return .none
        }
    }

    @Test func anEffectSendingIntoAFullQueueWaitsInItsSendAndLosesNothing() async throws {
        let bound = 4
        let gate = ReducerGate()
        let log = Sends()
        // Holds the thread applying actions once `start` has started its
        // effect, so the effect's sends fill the queue.
        let holdAfterStart = Middleware<FloodState, FloodState.Action>(after: { action, _, _, _ in
            guard case .start = action else { return }
            gate.hold()
            log.returnedAtRelease.append(log.returned.value)
        })
        let store = Store(initialState: FloodState(), middleware: [holdAfterStart])
        store.maximumQueuedActions = bound

        await gate.hold(store, with: .start(effects: 1, sends: 3 * bound, log: log))
        // The effect's sends that fit have returned, and the next one has
        // started without returning: it waits for room.
        try await waitUntil("the effect to wait at the bound") {
            log.returned.value == bound && log.attempted.value == bound + 1
        }
        gate.release()
        await store.waitForCommands()
        await store.settled()

        #expect(log.returnedAtRelease.values == [bound], "no send returned while the queue was full")
        #expect(store.state.received == [Array(0..<(3 * bound))], "each action once, in order")
    }

    /// More effects than the machine has cores (Swift's cooperative pool
    /// has a thread per core), sending into a bound of 2, so that they wait
    /// in their sends while others apply actions or a background thread
    /// does: every send arrives, each effect's in order.
    @Test func moreEffectsThanThreadsFloodingASmallQueueAllArrive() async {
        let effects = 4 * max(2, ProcessInfo.processInfo.activeProcessorCount)
        let sends = 200
        let log = Sends()
        let store = Store(initialState: FloodState())
        store.maximumQueuedActions = 2

        await onDedicatedThread { store.dispatch(.start(effects: effects, sends: sends, log: log)) }
        await store.waitForCommands()
        await store.settled()

        #expect(log.returned.value == effects * sends)
        #expect(
            store.state.received == Array(repeating: Array(0..<sends), count: effects),
            "every effect's sends, each in order")
    }

    @Test func effectSendsQueuedByTheThreadApplyingActionsDoNotWaitForItself() async {
        let store = Store(initialState: FloodState())
        store.maximumQueuedActions = 1

        await onDedicatedThread { store.dispatch(.fanOut(count: 50)) }  // 50 sends into a queue of 1
        await store.settled()

        #expect(store.state.echoes == 50)
    }
}
