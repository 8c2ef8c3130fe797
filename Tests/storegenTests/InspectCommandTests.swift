import Foundation
import Testing

@Suite struct InspectCommandTests {
    /// `storegen inspect` runs the inspector built beside it, which reads
    /// the recording and reports a missing one like any other command.
    @Test func runsTheInspectorBesideIt() async throws {
        let result = try await StoregenCLI.run(["inspect", "/nonexistent/counter.inspect.jsonl"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("/nonexistent/counter.inspect.jsonl: error: cannot read the recording:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
