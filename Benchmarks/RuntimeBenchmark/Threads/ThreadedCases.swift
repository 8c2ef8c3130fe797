import Dispatch
import Foundation
import StoreRuntime

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

// MARK: (c) threads: 1, 2 and 8 threads x 100,000 dispatches
//
// Wall time from the start signal until the last action has been applied
// (the subscriber sees the final count), best of 7: actions per second the
// store gets through with that many threads feeding it.

/// Starts `threads` threads that each run `body` once the last has started.
func onThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) -> (start: () -> Void, join: () -> Void) {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for index in 0..<threads {
        let thread = Thread {
            ready.signal()
            go.wait()
            body(index)
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<threads { ready.wait() }
    return ({ for _ in 0..<threads { go.signal() } }, { for _ in 0..<threads { done.wait() } })
}

/// One repetition of the threaded case: its wall and CPU time, and where
/// the wall time went that was no work: the latest start of a dispatching
/// thread after the start signal (waking up), the longest time one of them
/// then spent runnable but waiting for a core while dispatching, and the
/// main thread's wait for a core once woken to stop the clock.
struct ThreadedRepetition {
    var wall: Double
    var cpu: Double
    var latestStart: Double
    var dispatcherWait: Double
    var mainWait: Double
}

final class WaitLog: @unchecked Sendable {
    let lock = NSLock()
    var latestStart: Double = 0
    var longest: Double = 0
}

/// Nanoseconds per applied action: wall time (best of 7), and CPU time of
/// all threads (which other processes on a busy machine do not inflate;
/// they lower it, as threads that seldom run at once contend less; median of 7:
/// the process clock occasionally reads short); and each repetition's times
/// (for `--only c`).
func threadedNanosecondsPerAction(threads: Int, perThread: Int = 100_000) -> (
    wall: Double, cpu: Double, repetitions: [ThreadedRepetition]
) {
    let total = threads * perThread
    var wall = Double.infinity
    var cpu: [Double] = []
    var repetitions: [ThreadedRepetition] = []
    for _ in 0..<7 {
        let store = Store(initialState: Counter(), reducer: counterReducer())
        let applied = DispatchSemaphore(value: 0)
        let token = store.subscribeSynchronously(fields: [.count], select: \.count) { count in
            if count == total { applied.signal() }
        }
        let waits = WaitLog()
        let startedAt = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        defer { startedAt.deallocate() }
        nonisolated(unsafe) let signalledAt = startedAt
        let run = onThreads(threads) { _ in
            let started = wallNanoseconds()
            let waitedBefore = runqueueWaitNanoseconds()
            for _ in 0..<perThread { store.dispatch(.increment) }
            let waited = runqueueWaitNanoseconds() - waitedBefore
            waits.lock.withLock {
                waits.latestStart = max(waits.latestStart, started - signalledAt.pointee)
                waits.longest = max(waits.longest, waited)
            }
        }
        let mainWaitBefore = runqueueWaitNanoseconds()
        let start = (wall: wallNanoseconds(), cpu: cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID))
        startedAt.pointee = start.wall
        run.start()
        applied.wait()
        let elapsed = (wall: wallNanoseconds() - start.wall, cpu: cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) - start.cpu)
        let mainWait = runqueueWaitNanoseconds() - mainWaitBefore
        run.join()
        precondition(store.state.count == total)
        token.cancel()
        wall = min(wall, elapsed.wall / Double(total))
        cpu.append(elapsed.cpu / Double(total))
        repetitions.append(
            waits.lock.withLock {
                ThreadedRepetition(
                    wall: elapsed.wall, cpu: elapsed.cpu, latestStart: waits.latestStart, dispatcherWait: waits.longest,
                    mainWait: mainWait)
            })
    }
    return (wall, cpu.sorted()[cpu.count / 2], repetitions)
}
