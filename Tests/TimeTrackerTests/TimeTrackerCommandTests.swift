import ArgumentParser
import Foundation
import Testing

@testable import TimeTracker

@Suite struct TimeTrackerCommandTests {
    /// The request and options a command line stands for.
    private func parse(_ arguments: [String]) throws -> (request: UserRequest, options: StateOptions) {
        let command = try TimeTrackerCommand.parseAsRoot(arguments)
        let requestCommand = try #require(command as? any RequestCommand)
        return (requestCommand.request, requestCommand.options)
    }

    @Test func subcommandsWithOptionsAnywhere() throws {
        let start = try parse(["start", "--store", "/tmp/t.json", "Book", "Chapter 1", "--at", "2026-11-22T09:00:00Z"])
        #expect(start.request == .start(project: "Book", activity: "Chapter 1"))
        #expect(start.options.store == "/tmp/t.json")
        #expect(start.options.moment == Date(timeIntervalSince1970: 1_795_338_000))
        #expect(try parse(["list"]).request == .list)
        #expect(try parse(["list"]).options.moment == nil)
        #expect(try parse(["stop", "Book"]).request == .stop(project: "Book"))
        #expect(try parse(["add", "--", "--store"]).request == .add(project: "--store"))
        #expect(
            try parse(TimeTrackerCommand.withoutSwiftRunSeparator(["--", "--store", "/tmp/t.json", "list"])).options
                .store
                == "/tmp/t.json")
    }

    /// The README's transcripts put the options before the subcommand.
    @Test func optionsBeforeTheSubcommand() throws {
        let stop = try parse(["--at", "2026-11-22T11:15:00Z", "stop", "Book"])
        #expect(stop.request == .stop(project: "Book"))
        #expect(stop.options.moment == Date(timeIntervalSince1970: 1_795_346_100))
    }

    /// ArgumentParser's messages (usage errors exit 64), plus the example's own checks.
    @Test(arguments: [
        (["start", "Book"], "Missing expected argument '<activity>'"),
        (["frob"], "Unexpected argument 'frob'"),
        (["list", "--store"], "Missing value for '--store <path>'"),
        (
            ["--at", "9am", "list"],
            "The value '9am' is invalid for '--at <time>': --at expects a time like 2026-11-22T09:00:00Z, not \"9am\""
        ),
        (["add", " "], "The value ' ' is invalid for '<project>': the project name must not be empty"),
    ])
    func mistakesSayWhatIsExpected(arguments: [String], message: String) {
        #expect {
            _ = try TimeTrackerCommand.parseAsRoot(arguments)
        } throws: { error in
            TimeTrackerCommand.message(for: error) == message
                && TimeTrackerCommand.exitCode(for: error) == .validationFailure
        }
    }

    @Test func withoutASubcommandOnlyTheHelpIsShown() throws {
        #expect(try !(TimeTrackerCommand.parseAsRoot([]) is any RequestCommand))
        let help = TimeTrackerCommand.helpMessage()
        for word in ["list", "add", "remove", "start", "stop", "--store <path>", "--at <time>"] {
            #expect(help.contains(word))
        }
    }
}
