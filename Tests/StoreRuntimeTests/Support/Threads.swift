import Foundation

/// Runs `body(i)` for `i` in `0..<count`, each on its own new thread, and
/// returns when all have finished.
///
/// The threads are real OS threads (not `concurrentPerform`, which uses as many
/// threads as there are cores), and the caller awaits instead of blocking: a
/// test that blocked a thread of Swift's cooperative pool for its whole run
/// would starve the asynchronous tests running beside it.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await startThreads(count, body).finished()
}

/// Starts `body(i)` for `i` in `0..<count`, each on its own new thread, before
/// it returns; `finished()` waits for them.
///
/// For a test that must go on while the threads run. Starting them from a
/// `Task` instead would wait for a thread of the cooperative pool, which the
/// tests running beside it may all hold: the threads would then start late, or
/// not before the test stopped waiting for them.
func startThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> StartedThreads {
    let threads = StartedThreads(count: count)
    for index in 0..<count {
        Thread {
            body(index)
            threads.oneFinished()
        }.start()
    }
    return threads
}

/// Threads started by `startThreads`, awaited by `finished()`.
final class StartedThreads: @unchecked Sendable {
    private let lock = NSLock()
    private var running: Int
    private var waiter: CheckedContinuation<Void, Never>?

    fileprivate init(count: Int) { running = count }

    fileprivate func oneFinished() {
        let resume: CheckedContinuation<Void, Never>? = lock.withLock {
            running -= 1
            guard running == 0 else { return nil }
            defer { waiter = nil }
            return waiter
        }
        resume?.resume()
    }

    /// Returns when every thread has finished. Awaited once.
    func finished() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = lock.withLock {
                if running == 0 { return true }
                waiter = continuation
                return false
            }
            if done { continuation.resume() }
        }
    }
}
