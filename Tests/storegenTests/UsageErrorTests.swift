import Testing

/// CI scripts tell a misused command from a bad schema by the exit status:
/// usage problems exit 2 in every command, bad schemas exit 1.
@Suite struct UsageErrorTests {
    @Test(arguments: [
        ["validate", "--bogus"],
        ["generate"],
        ["stubs"],
        ["graph", "App.store.yaml", "--format", "png"],
    ])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let result = try await StoreGenCLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: "))
    }
}
