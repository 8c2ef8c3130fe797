import Foundation

/// Where a `TestStore`'s effects run: a task executor whose jobs run only
/// when the test store runs them, on the test's own thread.
///
/// Every task of an effect prefers it (child tasks of `async let` and task
/// groups inherit the preference, and default actors run there too), so
/// when it holds no job, every task of every effect is suspended: asleep on
/// the clock, or waiting on something else. That is exact, where counting
/// sleepers per effect mistakes a run whose one child sleeps for a run that
/// is idle. And since nothing runs between two looks of the test store, a
/// test does the same thing however loaded the machine is.
///
/// Once its store is gone it hands what still arrives to the global pool,
/// so no task is left suspended forever.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class TestExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var isRunning = false
    private var isClosed = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let closed = lock.withLock {
            if !isClosed { jobs.append(job) }
            return isClosed
        }
        if closed {
            let executor = asUnownedTaskExecutor()
            DispatchQueue.global().async { job.runSynchronously(on: executor) }
        }
    }

    /// Runs the jobs waiting, and those they enqueue, until none is left;
    /// returns how many ran. A call made from one of the jobs returns 0:
    /// the outer call goes on running them.
    @discardableResult
    func runUntilIdle() -> Int {
        let starts: Bool = lock.withLock {
            defer { isRunning = true }
            return !isRunning
        }
        guard starts else { return 0 }
        var count = 0
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        lock.withLock { isRunning = false }
        return count
    }

    /// Whether a job waits to run.
    var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }

    /// Runs what is left, then hands later jobs to the global pool.
    func close() {
        runUntilIdle()
        let left: [UnownedJob] = lock.withLock {
            isClosed = true
            defer { jobs = [] }
            return jobs
        }
        let executor = asUnownedTaskExecutor()
        for job in left { DispatchQueue.global().async { job.runSynchronously(on: executor) } }
    }
}
