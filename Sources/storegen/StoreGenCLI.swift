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
            GenerateCommand.self,
            StubsCommand.self,
            InitCommand.self,
            GraphCommand.self,
        ]
    )

    /// Runs like ArgumentParser's own entry point, except that a
    /// `CommandFailure` prints in the compiler's `error: ...` style, which
    /// is what a user sees in `swift build` output when the plugin runs us.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            StandardError.write("error: \(failure.message)")
            Foundation.exit(EXIT_FAILURE)
        } catch {
            exit(withError: error)
        }
    }
}
