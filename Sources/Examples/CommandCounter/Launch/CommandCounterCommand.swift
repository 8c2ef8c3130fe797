import ArgumentParser
import ExampleSupport
import Foundation
import StoreRuntime

/// `CommandCounter [--store PATH] [--offline] [COMMAND...]`: plays the
/// commands against the saved count. The command line is read before anything
/// runs, so a typo exits with a message and no side effects (no state file
/// touched).
struct CommandCounterCommand: AsyncParsableCommand {
    static let storeVariable = "COMMAND_COUNTER_STORE"

    static let configuration = CommandConfiguration(
        commandName: "CommandCounter",
        abstract:
            "A counter whose conditional, delayed and failing work runs as commands; the count is kept between runs.")

    @Option(
        help: ArgumentHelp(
            "The state file (default: $\(storeVariable), else the app's data folder).", valueName: "path"))
    var store: String?

    @Option(help: ArgumentHelp("Also write a recording for `storegen inspect` to this file.", valueName: "path"))
    var record: String?

    @Flag(help: "Make the fake server fail every fetch.")
    var offline = false

    @Argument(help: "What to do, in order.")
    var commands: [UserCommand] = [.show]

    func validate() throws {
        if store?.isEmpty == true { throw ValidationError("--store needs a file path") }
        if record?.isEmpty == true { throw ValidationError("--record needs a file path") }
    }

    /// Where the count is kept: `--store`, else `$COMMAND_COUNTER_STORE`;
    /// `nil` for the platform's app data folder.
    func storeURL(environment: [String: String]) -> URL? {
        guard let path = store ?? environment[Self.storeVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    func run() async throws {
        try await play(environment: ProcessInfo.processInfo.environment)
    }

    /// On the main actor, like an app's launch: the view is called in step
    /// with the dispatches.
    @MainActor
    private func play(environment: [String: String]) async throws(RunFailure) {
        let persistence =
            storeURL(environment: environment).map { CommandCounterState.persistence(at: $0) }
            ?? CommandCounterState.persistence()
        let app: CommandCounterApp
        do {
            app = try CommandCounterApp(
                persistence: persistence, server: FakeCounterServer(isOffline: offline),
                console: StandardOutputConsole(),
                inspectorRecording: record.map { URL(fileURLWithPath: $0) })
        } catch {
            throw .historyUnavailable(next: persistence.url, because: error)
        }
        do {
            try await app.play(commands)
        } catch {
            // The persistence has already said why, on standard error.
            throw .notSaved(persistence.url)
        }
    }
}

/// Why a run that read its command line failed, in one sentence.
enum RunFailure: Error, CustomStringConvertible {
    case historyUnavailable(next: URL, because: any Error)
    case notSaved(URL)

    var description: String {
        switch self {
        case .historyUnavailable(let file, let error): "cannot start the history next to \(file.path): \(error)"
        case .notSaved(let file): "the count shown was not saved to \(file.path)"
        }
    }
}
