import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Counts, per thread, the actions applied on that thread: a synchronous
/// subscriber runs on the thread applying the action, and bumps the counter
/// of that thread (found through a thread-specific key; the background
/// drainer has none and counts nowhere). A dispatching thread reads its own
/// counter around each call, so it knows how many actions that call applied,
/// whatever the scheduler did meanwhile. In (f) the reducer also marks when
/// it starts (`beginApplying`), and the subscriber adds the thread's CPU
/// time since then: what the call spent applying actions, as against
/// waiting.
enum AppliedCounter {
    nonisolated(unsafe) static var key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// This thread's log from now on (the caller keeps it alive); `nil` for none.
    static func install(_ log: UnsafeMutablePointer<AppliedLog>?) {
        pthread_setspecific(key, log)
    }

    /// The reducer starts applying an action on the current thread (timed
    /// only where a log is installed: the background drainer pays a lookup).
    static func beginApplying() {
        guard let log = pthread_getspecific(key) else { return }
        log.assumingMemoryBound(to: AppliedLog.self).pointee.applyingSince = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
    }

    /// One more action applied on the current thread.
    static func countOne() {
        guard let raw = pthread_getspecific(key) else { return }
        let log = raw.assumingMemoryBound(to: AppliedLog.self)
        log.pointee.applied &+= 1
        if let since = log.pointee.applyingSince {
            log.pointee.applyingCPU += cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - since
            log.pointee.applyingSince = nil
        }
    }
}

/// What one thread applied (see `AppliedCounter`).
struct AppliedLog {
    var applied = 0
    /// CPU time from the start of each action's reducer to the end of its
    /// subscriber (when the reducer marks its start, as (f)'s does).
    var applyingCPU: Double = 0
    var applyingSince: Double?
}

/// Where one call's CPU time went: applying actions, or the rest (taking
/// the lock, queueing, waiting for room), and how often its thread parked
/// and was preempted meanwhile.
struct CallCost {
    var cpu: Double = 0
    var applying: Double = 0
    var applied = 0
    var parked = 0
    var preempted = 0
    /// CPU time not spent applying actions: what a waiter burns.
    var waiting: Double { cpu - applying }
}

/// What one thread saw of its own dispatch calls.
struct CallTimes {
    /// The longest call in wall time, in nanoseconds.
    var longest: UInt64 = 0
    /// The longest call in the thread's CPU time (when measured), in nanoseconds.
    var longestCPU: Double = 0
    /// The most actions one call applied.
    var mostApplied = 0
    var calls = 0
    /// With `splittingCPU`: the call that used the most CPU time, the one
    /// that spent the most of it not applying actions, and how many spent
    /// more than 1 ms so.
    var costliest = CallCost()
    var mostWaiting = CallCost()
    /// The same among calls during which the thread was not preempted.
    var mostWaitingUnpreempted = CallCost()
    var waitingOverOneMillisecond = 0
    /// Of those, the calls during which the thread was preempted: on this
    /// machine the thread's CPU clock can charge it for time it was not
    /// running (see (f) in Docs/Runtime.md).
    var waitingOverOneMillisecondPreempted = 0

    /// Counts `call` among the calls that waited most, and over 1 ms.
    mutating func addWaiting(_ call: CallCost) {
        if call.waiting > mostWaiting.waiting { mostWaiting = call }
        if call.preempted == 0 && call.waiting > mostWaitingUnpreempted.waiting { mostWaitingUnpreempted = call }
        if call.waiting > 1e6 {
            waitingOverOneMillisecond += 1
            if call.preempted > 0 { waitingOverOneMillisecondPreempted += 1 }
        }
    }
}

/// Dispatches into `store` until `stopAt`, timing each call in wall time
/// and, `withCPUTime`, in the thread's CPU time (two system calls per call,
/// which are also points where the thread can be descheduled); counts the
/// actions each call applied through this thread's `AppliedCounter`.
/// `splittingCPU` also tells each call's CPU time spent applying actions
/// from the rest, and counts its context switches (two more system calls).
func timeDispatchCalls(
    _ store: Store<Counter, CounterAction>, until stopAt: UInt64, withCPUTime: Bool, splittingCPU: Bool = false
) -> CallTimes {
    let log = UnsafeMutablePointer<AppliedLog>.allocate(capacity: 1)
    log.initialize(to: AppliedLog())
    AppliedCounter.install(log)
    defer {
        AppliedCounter.install(nil)
        log.deallocate()
    }
    var times = CallTimes()
    while true {
        let before = monotonicNanoseconds()
        if before >= stopAt { break }
        let switchesBefore = splittingCPU ? contextSwitches() : (0, 0)
        let cpuBefore = withCPUTime ? cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) : 0
        let logBefore = log.pointee
        store.dispatch(.increment)
        let cpu = withCPUTime ? cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpuBefore : 0
        let applied = log.pointee.applied - logBefore.applied
        times.mostApplied = max(times.mostApplied, applied)
        times.longestCPU = max(times.longestCPU, cpu)
        if splittingCPU {
            let switches = contextSwitches()
            let call = CallCost(
                cpu: cpu, applying: log.pointee.applyingCPU - logBefore.applyingCPU, applied: applied,
                parked: switches.parked - switchesBefore.0, preempted: switches.preempted - switchesBefore.1)
            if call.cpu > times.costliest.cpu { times.costliest = call }
            times.addWaiting(call)
        }
        times.longest = max(times.longest, monotonicNanoseconds() - before)
        times.calls += 1
    }
    return times
}
