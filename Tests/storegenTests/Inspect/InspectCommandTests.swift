import Foundation
import Testing

@Suite struct InspectCommandTests {
    /// `storegen inspect` runs the inspector built beside it, which reads
    /// the recording and reports a missing one like any other command.
    @Test func runsTheInspectorBesideIt() async throws {
        let result = try await StoreGenCLI.run(["inspect", "/nonexistent/counter.inspect.jsonl"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("/nonexistent/counter.inspect.jsonl: error: cannot read the recording:"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

@Suite struct InspectDiffCommandTests {
    /// `--diff SEQ` reaches the inspector, which prints the action's changed paths.
    @Test func printsAnActionsDiff() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InspectDiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("form.inspect.jsonl")
        try """
        {"kind":"header","format":"storegen-inspector-recording","version":1,"store":"Form",\
        "part":0,"t":1,"fields":["form"]}
        {"kind":"snapshot","seq":0,"t":1,"state":{"form":{"name":"Ana","tags":["a","b"]}}}
        {"kind":"action","seq":1,"t":2,"name":"tag","action":{"tag":{"tag":"c"}},\
        "changed":{"form":{"name":"Ana","tags":["a","c"]}}}

        """.write(to: url, atomically: true, encoding: .utf8)
        let result = try await StoreGenCLI.run(["inspect", url.path, "--diff", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "#1 tag {\"tag\":\"c\"}\n  form.tags[1]: \"b\" → \"c\"\n")
    }
}
