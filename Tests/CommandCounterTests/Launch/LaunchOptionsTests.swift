import Foundation
import Testing
@testable import CommandCounter

@Suite struct LaunchOptionsTests {
    @Test func withoutArgumentsShowsTheStateAtTheDefaultLocation() throws {
        let options = try LaunchOptions(arguments: [], environment: [:])
        #expect(options.storeURL == nil)
        #expect(options.commands == [.show])
        #expect(!options.isOffline)
    }

    @Test func readsTheStorePathCommandsAndOfflineInAnyOrder() throws {
        let options = try LaunchOptions(arguments: ["inc", "--store", "/tmp/c.json", "later", "--offline", "fetch"], environment: [:])
        #expect(options.storeURL?.path == "/tmp/c.json")
        #expect(options.commands == [.inc, .later, .fetch])
        #expect(options.isOffline)
    }

    @Test func theSeparatorSwiftRunPassesOnIsIgnored() throws {
        let options = try LaunchOptions(arguments: ["--", "--store", "/tmp/c.json", "inc"], environment: [:])
        #expect(options.storeURL?.path == "/tmp/c.json")
        #expect(options.commands == [.inc])
    }

    @Test func theEnvironmentVariableGivesTheStoreUnlessTheOptionDoes() throws {
        let environment = [LaunchOptions.storeVariable: "/env/c.json"]
        #expect(try LaunchOptions(arguments: [], environment: environment).storeURL?.path == "/env/c.json")
        #expect(try LaunchOptions(arguments: ["--store", "/arg/c.json"], environment: environment).storeURL?.path == "/arg/c.json")
        #expect(LaunchOptions.storeVariable == "COMMAND_COUNTER_STORE")
    }

    @Test func badCommandLinesSayWhatIsWrong() {
        #expect(throws: LaunchError.missingValue(option: "--store")) { try LaunchOptions(arguments: ["--store"], environment: [:]) }
        #expect(throws: LaunchError.missingValue(option: "--store")) {
            try LaunchOptions(arguments: ["--store", "--offline"], environment: [:])
        }
        #expect(throws: LaunchError.unknownOption("--fast")) { try LaunchOptions(arguments: ["--fast"], environment: [:]) }
        #expect(throws: LaunchError.unknownCommand("jump")) { try LaunchOptions(arguments: ["inc", "jump"], environment: [:]) }
        #expect(LaunchError.unknownCommand("jump").description
            == "unknown command 'jump'; commands: inc, dec, later, fetch, reset, show, history")
    }
}
