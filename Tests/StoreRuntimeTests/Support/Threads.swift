import Foundation

/// Runs `body(i)` for `i` in `0..<count`, each on its own new thread, and
/// returns when all have finished.
///
/// The threads are real OS threads (not `concurrentPerform`, which uses as many
/// threads as there are cores), and the caller awaits instead of blocking: a
/// test that blocked a thread of Swift's cooperative pool for its whole run
/// would starve the asynchronous tests running beside it.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let finished = Counter()
        for index in 0..<count {
            let thread = Thread {
                body(index)
                if finished.incremented() == count { continuation.resume() }
            }
            thread.start()
        }
    }
}
