// MARK: (d) 8-thread burst: longest single dispatch call, peak memory
//
// 8 threads dispatch for one second; each times every call and keeps its
// longest: in wall time (CLOCK_MONOTONIC; includes time the thread waited
// for a core, which on a loaded 2-core machine is most of it: the same
// threads doing no store work give the floor) and in the thread's own CPU
// time (which includes spinning and yielding while a preempted thread holds
// the lock). What neither depends on: how many actions the call applied,
// counted per thread by a synchronous subscriber. Resident memory is
// sampled every millisecond meanwhile.

import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

final class Longest: @unchecked Sendable {
    let lock = NSLock()
    var nanoseconds: UInt64 = 0
    var cpuNanoseconds: Double = 0
    var mostApplied = 0
    var calls = 0
}

func burst(threads: Int = 8, seconds: Double = 1) -> (
    longest: Double, longestCPU: Double, mostApplied: Int, calls: Int, peakKiB: Int, baselineKiB: Int
) {
    let store = Store(initialState: Counter(), reducer: counterReducer())
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { _ in AppliedCounter.countOne() }
    let longest = Longest()
    let baseline = residentKiB()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(threads) { _ in
        let mine = timeDispatchCalls(store, until: stopAt, withCPUTime: true)
        longest.lock.lock()
        longest.nanoseconds = max(longest.nanoseconds, mine.longest)
        longest.cpuNanoseconds = max(longest.cpuNanoseconds, mine.longestCPU)
        longest.mostApplied = max(longest.mostApplied, mine.mostApplied)
        longest.calls += mine.calls
        longest.lock.unlock()
    }
    run.start()
    var peak = baseline
    while monotonicNanoseconds() < stopAt {
        peak = max(peak, residentKiB())
        usleep(1_000)
    }
    run.join()
    // Wait for the background drainer to finish what was queued.
    let drained = DispatchSemaphore(value: 0)
    let target = longest.calls
    let waiter = store.subscribeSynchronously(fields: [.count], select: { $0.count >= target }) {
        if $0 { drained.signal() }
    }
    drained.wait()
    peak = max(peak, residentKiB())
    waiter.cancel()
    token.cancel()
    return (Double(longest.nanoseconds), longest.cpuNanoseconds, longest.mostApplied, longest.calls, peak, baseline)
}

/// The scheduling floor of the burst: 8 threads for one second doing what
/// the burst's threads do around each call (two clock reads) but no store
/// work, each keeping the longest gap between its two reads. Whatever this
/// reaches is time a thread spent waiting for a core, which the longest
/// dispatch call cannot be expected to beat.
func schedulingFloor(threads: Int = 8, seconds: Double = 1) -> Double {
    let longest = Longest()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(threads) { _ in
        var mine: UInt64 = 0
        var spins = 0
        while true {
            let before = monotonicNanoseconds()
            if before >= stopAt { break }
            spins &+= 1
            consume(spins)
            mine = max(mine, monotonicNanoseconds() - before)
        }
        longest.lock.lock()
        longest.nanoseconds = max(longest.nanoseconds, mine)
        longest.lock.unlock()
    }
    run.start()
    run.join()
    return Double(longest.nanoseconds)
}
