import Foundation
import Testing
@testable import TimeTracker

@Suite struct InvocationParserTests {
    @Test func commandsWithOptionsAnywhere() throws {
        let invocation = try InvocationParser.parse(["start", "--store", "/tmp/t.json", "Book", "Chapter 1", "--at", "2026-11-22T09:00:00Z"])
        #expect(invocation == Invocation(
            command: .start(project: "Book", activity: "Chapter 1"),
            stateFile: "/tmp/t.json",
            moment: Date(timeIntervalSince1970: 1_795_338_000)))
        #expect(try InvocationParser.parse([]).command == .help)
        #expect(try InvocationParser.parse(["list"]).command == .list)
        #expect(try InvocationParser.parse(["stop", "Book"]).command == .stop(project: "Book"))
    }

    @Test func mistakesSayWhatIsExpected() {
        #expect(throws: UsageError("usage: TimeTracker start <project> <activity>")) {
            try InvocationParser.parse(["start", "Book"])
        }
        #expect(throws: UsageError("unknown command \"frob\" (see TimeTracker help)")) {
            try InvocationParser.parse(["frob"])
        }
        #expect(throws: UsageError("--store needs a value")) {
            try InvocationParser.parse(["list", "--store"])
        }
        #expect(throws: UsageError("--at expects a time like 2026-11-22T09:00:00Z, not \"9am\"")) {
            try InvocationParser.parse(["--at", "9am", "list"])
        }
        #expect(throws: UsageError("the project name must not be empty")) {
            try InvocationParser.parse(["add", " "])
        }
    }
}
