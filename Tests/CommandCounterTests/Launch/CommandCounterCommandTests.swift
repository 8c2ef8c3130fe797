import Foundation
import Testing

@testable import CommandCounter

@Suite struct CommandCounterCommandTests {
    @Test func withoutArgumentsShowsTheStateAtTheDefaultLocation() throws {
        let command = try CommandCounterCommand.parse([])
        #expect(command.storeURL(environment: [:]) == nil)
        #expect(command.commands == [.show])
        #expect(!command.offline)
    }

    @Test func readsTheStorePathCommandsAndOfflineInAnyOrder() throws {
        let command = try CommandCounterCommand.parse(["inc", "--store", "/tmp/c.json", "later", "--offline", "fetch"])
        #expect(command.storeURL(environment: [:])?.path == "/tmp/c.json")
        #expect(command.commands == [.inc, .later, .fetch])
        #expect(command.offline)
    }

    @Test func theSeparatorSwiftRunPassesOnIsIgnored() throws {
        let arguments = CommandCounterCommand.withoutSwiftRunSeparator(["--", "--store", "/tmp/c.json", "inc"])
        let command = try CommandCounterCommand.parse(arguments)
        #expect(command.storeURL(environment: [:])?.path == "/tmp/c.json")
        #expect(command.commands == [.inc])
    }

    @Test func theEnvironmentVariableGivesTheStoreUnlessTheOptionDoes() throws {
        let environment = [CommandCounterCommand.storeVariable: "/env/c.json"]
        #expect(try CommandCounterCommand.parse([]).storeURL(environment: environment)?.path == "/env/c.json")
        #expect(
            try CommandCounterCommand.parse(["--store", "/arg/c.json"]).storeURL(environment: environment)?.path
                == "/arg/c.json")
        #expect(CommandCounterCommand.storeVariable == "COMMAND_COUNTER_STORE")
    }

    /// ArgumentParser's messages, which name what is wrong and, for a bad
    /// command, every command there is.
    @Test(arguments: [
        (["--store"], "Missing value for '--store <path>'"),
        (["--store", ""], "--store needs a file path"),
        (["--fast"], "Unknown option '--fast'"),
    ])
    func badCommandLinesSayWhatIsWrong(arguments: [String], message: String) {
        #expect {
            _ = try CommandCounterCommand.parse(arguments)
        } throws: { error in
            CommandCounterCommand.message(for: error) == message
                && CommandCounterCommand.exitCode(for: error) == .validationFailure
        }
    }

    @Test func anUnknownCommandIsAnsweredWithEveryCommand() {
        #expect {
            _ = try CommandCounterCommand.parse(["inc", "jump"])
        } throws: { error in
            let message = CommandCounterCommand.message(for: error)
            return message.hasPrefix("The value 'jump' is invalid for '<commands>'.")
                && UserCommand.allCases.allSatisfy { message.contains("- \($0)") }
        }
    }
}
