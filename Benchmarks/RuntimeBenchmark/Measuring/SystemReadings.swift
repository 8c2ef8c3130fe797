// What the benchmark reads of the system: clocks, the scheduler's account
// of a thread, and the process's resident memory.

import Dispatch
import Foundation

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// CPU time, not wall time: the machine is shared, and time spent waiting for
/// a core is not time the store spent. `CLOCK_THREAD_CPUTIME_ID` for work on
/// this thread; `CLOCK_PROCESS_CPUTIME_ID` (all threads) for the threaded case.
func cpuNanoseconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

func wallNanoseconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds)
}

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Resident set size now, in KiB (Linux: /proc/self/statm; elsewhere the peak so far).
func residentKiB() -> Int {
    #if os(Linux)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024
    #endif
}

/// Nanoseconds the calling thread has spent runnable but waiting for a core
/// (Linux: the second field of /proc/thread-self/schedstat, kept by the
/// scheduler; 0 where there is none).
func runqueueWaitNanoseconds() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/thread-self/schedstat", encoding: .utf8) else { return 0 }
    return text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
}

/// The thread's voluntary context switches (it parked) and involuntary ones
/// (it was preempted) so far.
func contextSwitches() -> (parked: Int, preempted: Int) {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return (usage.ru_nvcsw, usage.ru_nivcsw)
}
