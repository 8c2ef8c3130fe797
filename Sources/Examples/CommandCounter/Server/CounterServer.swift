/// Where `fetch` gets a count from; a protocol so the demo and the tests can
/// answer without a network.
protocol CounterServer: Sendable {
    func fetchCount() async throws -> Int
}
