// The single-store cases on a counter, each a function of the number of
// dispatches: `--only` runs one for callgrind, and the timed run times them.

import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// `count` dispatches to a store of `State` made by `make`, one subscriber.
func dispatchReducing<State: TrackedState & ReducibleState>(_ count: Int, _ make: () -> Store<State, CounterAction>)
where State.Action == CounterAction {
    let store = make()
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [StateField(index: 0)], select: { $0 }) { _ in
        delivered.value &+= 1
    }
    for _ in 0..<count { store.dispatch(.increment) }
    token.cancel()
    // Once when subscribing, then once per dispatch.
    precondition(delivered.value == count + 1)
}

func dispatchOneSubscriber(_ count: Int) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
    for _ in 0..<count { store.dispatch(.increment) }
    token.cancel()
    precondition(store.state.count == count)
    consume(delivered.value)
}

/// Where case (a) with the inspector's recorder writes: a file in the
/// temporary folder, capped and rotated at the recorder's default size.
let recordingURL = FileManager.default.temporaryDirectory.appendingPathComponent(
    "RuntimeBenchmark-\(getpid()).inspect.jsonl")

/// Case (a) with `Middleware.inspectorRecording` on the store, default settings.
func recordedOneSubscriberStore() -> Store<Counter, CounterAction> {
    Store(initialState: Counter(), middleware: [try! .inspectorRecording(to: recordingURL)], reducer: counterReducer())
}

func dispatchOneSubscriberRecorded(_ count: Int) {
    let store = recordedOneSubscriberStore()
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { delivered.value = $0 }
    for _ in 0..<count { store.dispatch(.increment) }
    token.cancel()
    precondition(store.state.count == count)
    consume(delivered.value)
}

/// (a) with the recorder, dispatched in bursts of 100 with a pause after
/// each, long enough under valgrind for the background encoder to catch up:
/// the queue never fills, so the dispatching thread only queues (for
/// `valgrind --tool=callgrind --separate-threads=yes`, whose main thread's
/// count is then the cost on dispatch).
func dispatchOneSubscriberRecordedInBursts(_ count: Int) {
    let store = recordedOneSubscriberStore()
    for start in stride(from: 0, to: count, by: 100) {
        for _ in start..<min(count, start + 100) { store.dispatch(.increment) }
        usleep(200_000)
    }
    precondition(store.state.count == count)
}

/// (a) with the recorder as an app meets it, dispatching in bursts of
/// `burst` with a pause after each: CPU time per dispatch of the
/// dispatching thread (the bursts only), and of all threads from the first
/// dispatch until the store's release has written the end of the recording
/// (the background encoding included). Fastest of `rounds`.
func timeRecordedInBursts(bursts: Int = 100, burst: Int = 100, rounds: Int = 5) -> (
    dispatching: Double, allThreads: Double
) {
    var best = (dispatching: Double.infinity, allThreads: Double.infinity)
    for _ in 0..<rounds {
        var store: Store<Counter, CounterAction>? = recordedOneSubscriberStore()
        var dispatching = 0.0
        let processStart = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)
        for _ in 0..<bursts {
            let start = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
            for _ in 0..<burst { store?.dispatch(.increment) }
            dispatching += cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - start
            usleep(5_000)
        }
        store = nil
        let all = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) - processStart
        let count = Double(bursts * burst)
        best = (min(best.dispatching, dispatching / count), min(best.allThreads, all / count))
    }
    return best
}

func dispatchOneMainActorSubscriber(_ count: Int) {
    MainActor.assumeIsolated {
        let store = Store(initialState: Counter(), reducer: counterReducer())
        let delivered = Sink()
        let token = store.subscribe(fields: [.count], select: \.count) { delivered.value = $0 }
        for _ in 0..<count { store.dispatch(.increment) }
        token.cancel()
        precondition(delivered.value == count, "main-actor delivery was not synchronous")
    }
}

/// (a-gen) (a'') as an app writes it: a generated store (Tally.store.yaml)
/// and its generated main-actor subscription, `subscribe(display:)`,
/// dispatched to on the main thread, so delivery is synchronous.
func dispatchGeneratedMainActor(_ count: Int) {
    MainActor.assumeIsolated {
        let store = TallyStore()
        let delivered = Sink()
        let token = store.subscribe(display: { delivered.value = $0.count })
        for _ in 0..<count { store.dispatch(.increment) }
        token.cancel()
        precondition(delivered.value == count, "main-actor delivery was not synchronous")
    }
}

/// (m) (a-gen) through a module: a generated parent (Panel.store.yaml)
/// embedding the Tally store, with a main-actor subscription of the module,
/// each dispatch the module's action sent through the parent.
func dispatchToModule(_ count: Int) {
    MainActor.assumeIsolated {
        let store = PanelStore()
        let delivered = Sink()
        let token = store.subscribe(counter: { delivered.value = $0.tally.count })
        for _ in 0..<count { store.dispatch(.tally(.increment)) }
        token.cancel()
        precondition(delivered.value == count, "main-actor delivery was not synchronous")
    }
}

// The locked instructions of a dispatch into an idle store, alone (see
// `LockedInstructionFloor`): its two, the three it made before, and one.
func runLockedFloor(_ count: Int, publishingByAdd: Bool = false, onlyOne: Bool = false) {
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else {
        fatalError("needs Synchronization (macOS 15)")
    }
    let floor = LockedInstructionFloor()
    if onlyOne { floor.runOne(count) } else { floor.run(count, publishingByAdd: publishingByAdd) }
}
