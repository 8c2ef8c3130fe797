/// Runs work that must finish within a time: when the time passes first,
/// the work is cancelled and `Passed` thrown. The refusal written to a
/// connection beyond the limit runs under one, so a client that does not
/// read it is let go instead of holding the accepting task.
enum Deadline {
    struct Passed: Error {}

    static func run<T: Sendable>(
        within timeout: Duration, on clock: ServerClock, _ body: @escaping @Sendable () async throws -> T
    )
        async throws -> T
    {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try? await clock.sleep(timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Passed() }
            return value
        }
    }
}
