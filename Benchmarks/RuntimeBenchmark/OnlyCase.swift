// MARK: Instruction counts
//
// `RuntimeBenchmark --only CASE N` runs N dispatches of one case and exits,
// for `valgrind --tool=callgrind`: the difference between two N gives
// instructions per dispatch, which no other process on the machine changes.

import StoreRuntime

/// Runs `count` dispatches of the case `name` (`a`, `b'`, ...) and returns.
func runOnly(_ name: String, _ count: Int) {
    switch name {
    case "a": dispatchOneSubscriber(count)
    case "a''": dispatchOneMainActorSubscriber(count)
    case "a-gen": dispatchGeneratedMainActor(count)
    case "locked": runLockedFloor(count)
    case "m": dispatchToModule(count)
    case "a-rec": dispatchOneSubscriberRecorded(count)
    case "a-rec-bursts": dispatchOneSubscriberRecordedInBursts(count)
    case "a-r": dispatchReducing(count) { Store(initialState: ReducingCounter()) }
    case "a-deps":
        dispatchReducing(count) { Store(initialState: DependentCounter(), dependencies: StoreDependencies()) }
    case "b": dispatchWide(count)
    case "b'": dispatchWideGenerated(count)
    case "rows100": dispatchToRow(rows: 100, count)
    case "rows10000": dispatchToRow(rows: 10_000, count)
    case "push": pushAndPop(count)
    case "top20": dispatchToTop(depth: 20, count)
    case "shared": dispatchBesideSharedValue(count)
    case "g": runWideModels(count, tracked: true)
    case "g'": runWideModels(count, tracked: false)
    case "g0": runObservationFloor(count)
    case "g0'": runObservationFloor(count, observed: false)
    case "c":
        let one = threadedNanosecondsPerAction(threads: 1)
        let many = threadedNanosecondsPerAction(threads: count)
        print(
            """
            wall: 1 thread \(1e3 / one.wall) M/s, \(count) threads \(1e3 / many.wall) M/s: \
            \(one.wall / many.wall * 100)%
            """)
        print(
            "cpu:  1 thread \(1e3 / one.cpu) M/s, \(count) threads \(1e3 / many.cpu) M/s: \(one.cpu / many.cpu * 100)%")
        // Each repetition in ms: wall, CPU of all threads, latest start of a
        // dispatching thread, longest wait for a core of one while
        // dispatching, the main thread's (see `ThreadedRepetition`).
        for (threads, result) in [(1, one), (count, many)] {
            for repetition in result.repetitions {
                print(
                    "repetition: \(threads) threads",
                    [
                        repetition.wall, repetition.cpu, repetition.latestStart, repetition.dispatcherWait,
                        repetition.mainWait,
                    ]
                    .map { format($0 / 1e6) }.joined(separator: " "))
            }
        }
    default:
        fatalError(
            """
            unknown case \(name); use a, a'', a-gen, locked, m, a-rec, a-rec-bursts, a-r, \
            a-deps, b, b', rows100, rows10000, push, top20, shared, c, g, g', g0 or g0'
            """)
    }
}
