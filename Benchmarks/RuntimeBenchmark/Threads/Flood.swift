// MARK: (f) a flood into a slower store: the queue's bound
//
// 8 threads at nice 10 dispatch as fast as they can into a store whose
// reducer is slower than they are, for `floodSeconds` (10 s; set
// RUNTIME_BENCHMARK_FLOOD_SECONDS to change it), while the main thread
// dispatches among them. The queue's bound makes the producers wait in their
// dispatch calls; what it must show: resident memory stays flat, every
// dispatched action is applied once the flood ends, the main thread's calls
// stay short, and no call burns CPU waiting: each call's CPU time is split
// into applying actions (a call that finds the store idle applies up to 17,
// which is work) and the rest, which a waiter would burn. The floor is the
// same threads timing a few nanoseconds of arithmetic the same way: on a
// virtual machine a thread's CPU clock also counts what the host or an
// interrupt took while the thread was current, so a reading can be long
// with no work of the thread's own in it.

import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

let floodSeconds = ProcessInfo.processInfo.environment["RUNTIME_BENCHMARK_FLOOD_SECONDS"].flatMap(Double.init) ?? 10

/// About 0.3 µs of arithmetic per action: slower than a producer's dispatch.
nonisolated(unsafe) var slowReducerStorage: @Sendable (inout Counter, CounterAction) -> Void = { state, _ in
    AppliedCounter.beginApplying()
    var mixed = UInt64(truncatingIfNeeded: state.count)
    for _ in 0..<100 { mixed = mixed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    consume(mixed)
    state.count &+= 1
}

struct FloodResult {
    var dispatched = 0
    var applied = 0
    var mainLongest: Double = 0
    var mainCalls = 0
    var costliest = CallCost()
    var mostWaiting = CallCost()
    var mostWaitingUnpreempted = CallCost()
    var waitingOverOneMillisecond = 0
    var waitingOverOneMillisecondPreempted = 0
    var peakKiB = 0
    var baselineKiB = 0
}

/// The threads' results, gathered under `lock`.
final class FloodLog: @unchecked Sendable {
    let lock = NSLock()
    var calls = 0
    var costliest = CallCost()
    var mostWaiting = CallCost()
    var mostWaitingUnpreempted = CallCost()
    var waitingOverOneMillisecond = 0
    var waitingOverOneMillisecondPreempted = 0

    func add(_ times: CallTimes) {
        lock.withLock {
            calls += times.calls
            if times.costliest.cpu > costliest.cpu { costliest = times.costliest }
            if times.mostWaiting.waiting > mostWaiting.waiting { mostWaiting = times.mostWaiting }
            if times.mostWaitingUnpreempted.waiting > mostWaitingUnpreempted.waiting {
                mostWaitingUnpreempted = times.mostWaitingUnpreempted
            }
            waitingOverOneMillisecond += times.waitingOverOneMillisecond
            waitingOverOneMillisecondPreempted += times.waitingOverOneMillisecondPreempted
        }
    }
}

func flood(producers: Int = 8, seconds: Double) -> FloodResult {
    let store = Store(initialState: Counter(), reducer: slowReducerStorage)
    let token = store.subscribeSynchronously(fields: [.count], select: \.count) { _ in AppliedCounter.countOne() }
    let log = FloodLog()
    var result = FloodResult()
    result.baselineKiB = residentKiB()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let run = onThreads(producers) { _ in
        lowerThreadPriority(toNice: 10)
        log.add(timeDispatchCalls(store, until: stopAt, withCPUTime: true, splittingCPU: true))
    }
    let peak = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    defer { peak.deallocate() }
    peak.initialize(to: result.baselineKiB)
    nonisolated(unsafe) let sampled = peak
    let sampler = onThreads(1) { _ in
        while monotonicNanoseconds() < stopAt {
            sampled.pointee = max(sampled.pointee, residentKiB())
            usleep(1_000)
        }
    }
    run.start()
    sampler.start()
    let main = timeDispatchCalls(store, until: stopAt, withCPUTime: true, splittingCPU: true)
    run.join()
    sampler.join()
    log.add(main)
    // Every action dispatched is applied: wait for the last.
    let dispatched = log.lock.withLock { log.calls }
    let drained = DispatchSemaphore(value: 0)
    let waiter = store.subscribeSynchronously(fields: [.count], select: { $0.count >= dispatched }) {
        if $0 { drained.signal() }
    }
    drained.wait()
    waiter.cancel()
    token.cancel()
    result.dispatched = dispatched
    result.applied = store.state.count
    result.mainLongest = Double(main.longest)
    result.mainCalls = main.calls
    log.lock.withLock {
        result.costliest = log.costliest
        result.mostWaiting = log.mostWaiting
        result.mostWaitingUnpreempted = log.mostWaitingUnpreempted
        result.waitingOverOneMillisecond = log.waitingOverOneMillisecond
        result.waitingOverOneMillisecondPreempted = log.waitingOverOneMillisecondPreempted
    }
    result.peakKiB = max(peak.pointee, residentKiB())
    return result
}

/// (f)'s floor: the same threads (8 at nice 10 and the main thread) for as
/// long, each timing a few nanoseconds of arithmetic as (f) times a call
/// (the thread's CPU clock and context switches around it): the longest
/// reading (and the longest of those not preempted), and how many of how
/// many were over 1 ms (and of those, how many preempted).
func floodCPUFloor(threads: Int = 8, seconds: Double) -> (
    longest: CallCost, longestUnpreempted: CallCost, overOneMillisecond: Int, overOneMillisecondPreempted: Int,
    readings: Int
) {
    let log = FloodLog()
    let stopAt = monotonicNanoseconds() + UInt64(seconds * 1e9)
    let spin: @Sendable () -> CallTimes = {
        var times = CallTimes()
        var mixed: UInt64 = 1
        while monotonicNanoseconds() < stopAt {
            let switchesBefore = contextSwitches()
            let cpuBefore = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
            for _ in 0..<10 { mixed = mixed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
            consume(mixed)
            let cpu = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpuBefore
            let switches = contextSwitches()
            let reading = CallCost(
                cpu: cpu, parked: switches.parked - switchesBefore.parked,
                preempted: switches.preempted - switchesBefore.preempted)
            times.addWaiting(reading)
            times.calls += 1
        }
        return times
    }
    let run = onThreads(threads) { _ in
        lowerThreadPriority(toNice: 10)
        log.add(spin())
    }
    run.start()
    log.add(spin())
    run.join()
    return log.lock.withLock {
        (
            log.mostWaiting, log.mostWaitingUnpreempted, log.waitingOverOneMillisecond,
            log.waitingOverOneMillisecondPreempted, log.calls
        )
    }
}
