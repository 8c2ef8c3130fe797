extension TestStore {
    /// Runs `body` with `exhaustivity` set to `exhaustivity`, then restores it:
    /// `store.withExhaustivity(.off) { … }` asserts one part of a flow loosely.
    public func withExhaustivity<Result>(
        _ exhaustivity: Exhaustivity, _ body: () throws -> Result
    ) rethrows -> Result {
        let saved = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer { self.exhaustivity = saved }
        return try body()
    }

    /// Runs `body` with `exhaustivity` set to `exhaustivity`, then restores it.
    nonisolated(nonsending) public func withExhaustivity<Result>(
        _ exhaustivity: Exhaustivity, _ body: () async throws -> Result
    ) async rethrows -> Result {
        let saved = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer { self.exhaustivity = saved }
        return try await body()
    }
}
