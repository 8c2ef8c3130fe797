import ArgumentParser
import Foundation
import StoreSchema

/// `storegen check-target --target T --output STAMP SCHEMA... [--context-schema D:PATH ...]`:
/// what the build plugin runs once per target, next to one `generate` per
/// schema. It checks the target's schemas together (store and type names
/// declared twice, embedded stores of other targets) and reports only those
/// problems; each schema's own are reported by its `generate` command. Kept
/// apart from `generate` so that editing one schema still regenerates only
/// that one.
struct CheckTargetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-target",
        abstract: "Checks the schemas of one target together (used by the build plugin).",
        discussion: """
            Reports store and type names declared by two schemas of the target, and \
            modules embedding a store that no schema of its target defines, that embeds \
            them back, that cannot start on its own or that they cannot see. On success writes STAMP, a \
            Swift file holding only \
            a comment, which the build plugin declares as this command's output.
            """
    )

    @Argument(help: ArgumentHelp("The schemas of the target.", valueName: "schema"))
    var schemas: [String]

    @Option(help: ArgumentHelp("The target's name.", valueName: "name"))
    var target: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The file written on success.", valueName: "stamp"))
    var output: String

    @Option(help: ArgumentHelp("A schema of a target this one depends on.", valueName: "target:path"))
    var contextSchema: [ContextSchema] = []

    func run() throws {
        let paths = schemas.uniqued()
        let checked = SchemaInput.check(
            paths.map { ($0, target) }, context: contextSchema, ownDiagnostics: false, targetsAreComplete: true)
        for file in checked {
            SchemaInput.report(file.diagnostics, in: file.path)
        }
        guard checked.allSatisfy({ !$0.hasErrors }) else { throw ExitCode.failure }
        let names = paths.map { NamingPolicy.fileName(ofPath: $0) }.joined(separator: ", ")
        try OutputFile.writeIfChanged("// storegen checked the schemas of \(target) together: \(names).\n", to: output)
    }
}
