import ArgumentParser
import StoreCodegen
import StoreSchema

/// `storegen generate SCHEMA... --output DIR`: what the build plugin runs.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Writes the Swift code of each schema into a directory.",
        discussion: """
            Each schema NAME.store.yaml becomes the same six files in DIR, whatever it \
            holds: NAME.State.generated.swift, NAME.Actions.generated.swift and \
            NAME.Subscriptions1.generated.swift to NAME.Subscriptions4.generated.swift. \
            A file whose content would not change is left untouched, so its modification \
            time stays and nothing recompiles. The schemas are also checked together with the other \
            schemas of their target (--context-schema): a store or type name declared twice \
            in one target, or a store embedded from another target that it cannot see, is \
            an error (a store that no schema given defines is left to check-target and \
            validate, which see the whole target). If any schema has an error, every problem is printed \
            as file:line:column: error: message and no file is written at all.
            """
    )

    @Argument(help: ArgumentHelp("The schema files.", valueName: "schema"))
    var schemas: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory the Swift files go into (created if missing).", valueName: "directory"))
    var output: String

    @Option(help: ArgumentHelp(
        "The target the schemas' code is compiled into (default: the schema's folder).",
        valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp(
        "Another schema of this or a dependency target, checked together with these but not generated.",
        valueName: "target:path"))
    var contextSchema: [ContextSchema] = []

    func validate() throws {
        if schemas.isEmpty {
            throw ValidationError("Give at least one schema file.")
        }
    }

    func run() throws {
        let paths = schemas.uniqued()
        let loaded = try SchemaInput.loadAll(paths, target: target, context: contextSchema)

        // Everything is decided before the first write, so a name clash
        // cannot leave some files written and others not.
        var schemaByOutputName: [String: String] = [:]
        var outputs: [(path: String, text: String)] = []
        let generator = CodeGenerator()
        for schema in loaded {
            let files = generator.generateStore(schema.definition)
            for file in files {
                if let other = schemaByOutputName[file.name] {
                    throw CommandFailure("\(other) and \(schema.path) would both generate \(file.name); rename one of them")
                }
                schemaByOutputName[file.name] = schema.path
                outputs.append((path: joined(output, file.name), text: file.text))
            }
        }

        try OutputFile.makeDirectory(output)
        for file in outputs {
            try OutputFile.writeIfChanged(file.text, to: file.path)
        }
    }

    private func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
