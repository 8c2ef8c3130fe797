import ArgumentParser
import Foundation
import StoreCodegen

@main
struct StoreGenCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storegen",
        abstract: "Generates typed Swift stores from *.store.yaml schemas and checks those schemas.",
        version: StoreGenVersion.current,
        subcommands: [
            ValidateCommand.self,
            CheckCompatCommand.self,
            GenerateCommand.self,
            CheckTargetCommand.self,
            StubsCommand.self,
            InitCommand.self,
            GraphCommand.self,
            InspectCommand.self,
        ]
    )

    /// Exit status for usage problems (an unknown flag, a missing argument):
    /// 2, as for `validate`'s "no schema found", so CI scripts can tell a
    /// misused command (2) from a bad schema (1).
    static let usageExitCode: Int32 = 2

    /// Runs like ArgumentParser's own entry point, except that a
    /// `CommandFailure` prints in the compiler's `error: ...` style, which
    /// is what a user sees in `swift build` output when the plugin runs us,
    /// and usage errors exit with `usageExitCode` rather than 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            StandardError.write("error: \(failure.message)")
            Foundation.exit(EXIT_FAILURE)
        } catch  where exitCode(for: error) == .validationFailure {
            StandardError.write(fullMessage(for: error))
            Foundation.exit(usageExitCode)
        } catch {
            exit(withError: error)
        }
    }
}
