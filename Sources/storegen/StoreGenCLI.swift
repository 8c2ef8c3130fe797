import ArgumentParser
import StoreCodegen

@main
struct StoreGenCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storegen",
        abstract: "Generates typed Swift stores from *.store.yaml schemas and checks those schemas.",
        version: StoreGenVersion.current,
        subcommands: [ValidateCommand.self]
    )
}
