import ArgumentParser
import Foundation
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
            NAME.Subscriptions1.generated.swift to NAME.Subscriptions4.generated.swift; \
            with --files one, the same code in one file, NAME.generated.swift (what the \
            build plugin chooses for a schema of at most 32 KB, which compiles faster as \
            one file); with --files large, the six parts with the schema's types and the \
            state's coding in NAME.Types.generated.swift and NAME.StateCoding.generated.swift \
            (what it chooses for a schema of more than 256 KB, whose state file would otherwise \
            need the most compiler memory). Files of NAME in the other layouts are removed. A file whose \
            content would not change is left untouched, so its modification \
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

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The directory the Swift files go into (created if missing).", valueName: "directory"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "How each schema's code is laid out: six parts, one file, or the parts of a large schema.",
            valueName: "layout"))
    var files: Layout = .parts

    /// `NamingPolicy.FileLayout` as the option spells it.
    enum Layout: String, CaseIterable, ExpressibleByArgument {
        case one, parts, large

        var layout: NamingPolicy.FileLayout {
            switch self {
            case .one: .oneFile
            case .parts: .parts
            case .large: .largeParts
            }
        }
    }

    @Option(
        help: ArgumentHelp(
            "The target the schemas' code is compiled into (default: the schema's folder).",
            valueName: "name"))
    var target: String?

    @Option(
        help: ArgumentHelp(
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
        var replaced: [String] = []
        let generator = CodeGenerator()
        let otherLayouts = NamingPolicy.FileLayout.allCases.filter { $0 != files.layout }
        for schema in loaded {
            replaced += otherLayouts.flatMap { NamingPolicy.generatedFileNames(ofSchemaAt: schema.path, layout: $0) }
            for file in generator.generateStore(schema.definition, layout: files.layout) {
                if let other = schemaByOutputName[file.name] {
                    throw CommandFailure(
                        "\(other) and \(schema.path) would both generate \(file.name); rename one of them")
                }
                schemaByOutputName[file.name] = schema.path
                outputs.append((path: joined(output, file.name), text: file.text))
            }
        }

        try OutputFile.makeDirectory(output)
        for file in outputs {
            try OutputFile.writeIfChanged(file.text, to: file.path)
        }
        // The schema's code in its other layout, from a build before it grew
        // or shrank past the plugin's limit, is stale: no build compiles it.
        for name in replaced where !schemaByOutputName.keys.contains(name) {
            try? FileManager.default.removeItem(atPath: joined(output, name))
        }
    }

    private func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
