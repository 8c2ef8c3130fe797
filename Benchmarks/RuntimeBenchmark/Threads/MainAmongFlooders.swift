// MARK: (e) the main thread among 7 flooding threads of lower priority
//
// What an app's user sees: the main thread dispatches while 7 threads of
// lower priority (nice 10, as an app's utility-QoS work would be) dispatch
// as fast as they can, for one second. The main thread times each of its own
// calls in wall time and counts the actions each applied. The floor is the
// same 8 threads with no store: the main thread's longest gap between two
// clock reads while the 7 spin.

import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// calling thread, not the process; elsewhere nothing happens).
func lowerThreadPriority(toNice nice: Int32) {
    #if os(Linux)
    setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
    #endif
}

/// Runs `flooders` threads at nice 10 doing `flood` until `stopAt`, while the
/// calling thread runs `probe` (given the stop time); returns what `probe` returns.
func amongFlooders<Result>(
    _ flooders: Int, seconds: Double, flood: @escaping @Sendable () -> Void, probe: (UInt64) -> Result
) -> Result {
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(flooders) { _ in
        lowerThreadPriority(toNice: 10)
        while monotonicNanoseconds() < stopAt { flood() }
    }
    run.start()
    let result = probe(stopAt)
    run.join()
    return result
}

func mainThreadAmongFlooders(flooders: Int = 7, seconds: Double = 1) -> (
    longest: Double, mostApplied: Int, calls: Int, floor: Double
) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { _ in AppliedCounter.countOne() }
    let main = amongFlooders(flooders, seconds: seconds, flood: { store.dispatch(.increment) }) { stopAt in
        timeDispatchCalls(store, until: stopAt, withCPUTime: false)
    }
    token.cancel()
    let floor = amongFlooders(flooders, seconds: seconds, flood: { consume(0) }) { stopAt in
        var longest: UInt64 = 0
        while true {
            let before = monotonicNanoseconds()
            if before >= stopAt { break }
            consume(longest)
            longest = max(longest, monotonicNanoseconds() - before)
        }
        return longest
    }
    return (Double(main.longest), main.mostApplied, main.calls, Double(floor))
}
