import Testing

@Suite struct TranscriptTests {
    @Test func withoutEllipsisTheOutputMustBeTheBlockExactly() {
        let transcript = Transcript(["a", "b"])
        #expect(transcript.matches("a\nb\n"))
        #expect(!transcript.matches("a\nb\nc\n"))
        #expect(!transcript.matches("b\na\n"))
    }

    @Test func ellipsisLinesLeaveOutputOutButKeepTheOrder() {
        let transcript = Transcript(["a", "…", "c", "d", "…"])
        #expect(transcript.matches("a\nb\nc\nd\ne\n"))
        #expect(transcript.matches("x\na\nc\nd\n"))
        #expect(!transcript.matches("c\nd\na\n"))
        #expect(!transcript.matches("a\nc\nx\nd\n"))
    }

    @Test func sessionsSplitAtEachCommandAndReadTheExitStatus() throws {
        let steps = try Session.steps([
            "$ swift run TimeTracker add \"Book club\"",
            "Added project \"Book club\".",
            "$ swift run TimeTracker stop Book",
            "Error: \"Book\" has no running activity          (exit status 1)",
        ])
        #expect(steps.map(\.command) == [["TimeTracker", "add", "Book club"], ["TimeTracker", "stop", "Book"]])
        #expect(steps.map(\.status) == [0, 1])
        #expect(steps[1].transcript.matches("Error: \"Book\" has no running activity\n"))
    }
}
