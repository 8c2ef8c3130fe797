import ArgumentParser
import Foundation
import StoreCodegen

/// `storegen stubs SCHEMA`: the scaffold of the app's reducer conformance,
/// written once and then owned by the app.
struct StubsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stubs",
        abstract: "Prints (or writes once) a scaffold of a schema's reducer conformance.",
        discussion: """
            Without an output option the scaffold goes to stdout. With --output or \
            --output-directory it is written to a new file; an existing file is never \
            overwritten: that is an error, or with --skip-existing a note and success.
            """
    )

    @Argument(help: ArgumentHelp("The schema file.", valueName: "schema"))
    var schema: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to create.", valueName: "file"))
    var output: String?

    @Option(
        name: .customLong("output-directory"),
        help: ArgumentHelp("Create <Store>Reducer.swift in this directory.", valueName: "directory")
    )
    var outputDirectory: String?

    @Flag(help: "When the file already exists, leave it alone and succeed instead of failing.")
    var skipExisting = false

    @Option(
        help: ArgumentHelp(
            "Another schema of the same target, whose types this schema may name (read for its types only).",
            valueName: "path"))
    var targetSchema: [String] = []

    func validate() throws {
        if output != nil && outputDirectory != nil {
            throw ValidationError("Give either --output or --output-directory, not both.")
        }
        if skipExisting && output == nil && outputDirectory == nil {
            throw ValidationError("--skip-existing needs --output or --output-directory.")
        }
    }

    func run() throws {
        guard let loaded = try SchemaInput.loadAll([schema], targetSchemas: targetSchema).first else {
            throw ExitCode.failure
        }
        let scaffold = CodeGenerator().generateReducerScaffold(loaded.definition)

        let destination: String
        if let output {
            destination = output
        } else if let outputDirectory {
            try OutputFile.makeDirectory(outputDirectory)
            let separator = outputDirectory.hasSuffix("/") ? "" : "/"
            destination = "\(outputDirectory)\(separator)\(loaded.definition.name)Reducer.swift"
        } else {
            print(scaffold, terminator: "")
            return
        }

        if skipExisting && FileManager.default.fileExists(atPath: destination) {
            print("Kept \(destination): it already exists")
            return
        }
        try OutputFile.create(scaffold, at: destination)
        print("Created \(destination)")
    }
}
