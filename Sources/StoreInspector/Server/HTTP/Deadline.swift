/// Runs work that must finish within a time: when the time passes first,
/// the work is cancelled and `Passed` thrown. A connection's reads and
/// writes run under one, so a client that stops sending or reading is let
/// go instead of holding its connection for ever.
enum Deadline {
    struct Passed: Error {}

    static func run<T: Sendable>(within timeout: Duration, _ body: @escaping @Sendable () async throws -> T)
        async throws -> T
    {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Passed() }
            return value
        }
    }
}
