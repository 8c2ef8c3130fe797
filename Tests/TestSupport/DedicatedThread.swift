import Foundation

/// Runs blocking work that has no async form (sleeping, waiting for a child
/// with `kill`/`waitpid`, hammering a lock from one thread) on a new OS thread
/// of its own and suspends the caller until it finishes.
///
/// Why: Swift Testing runs tests in parallel on the cooperative thread pool,
/// which has only one thread per core. A test that blocks a pool thread for
/// its whole run takes that thread away from every async test beside it; on
/// a two-core CI machine two such tests starve the rest until they time out.
/// A dedicated thread blocks only itself.
///
/// Swift Testing attributes `#expect` to a test through task-local values,
/// which a plain thread does not inherit: return what to check from `body`
/// and check it in the test.
public func onDedicatedThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// The non-throwing form of `onDedicatedThread(_:)`, for the same reason.
public func onDedicatedThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
        Thread { continuation.resume(returning: body()) }.start()
    }
}
