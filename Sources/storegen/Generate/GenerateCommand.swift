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
            By default each schema's code is laid out as the build plugin lays it out, by \
            the schema file's size: a schema of at most 32 KB becomes one file, \
            NAME.generated.swift (one file compiles faster); a larger one the parts \
            NAME.State.generated.swift, NAME.Actions.generated.swift and \
            NAME.Subscriptions1.generated.swift to NAME.Subscriptions4.generated.swift; past \
            256 KB also NAME.Types.generated.swift and NAME.StateCoding.generated.swift (so no \
            compiler job holds a very large state's file whole). A part with nothing in it (no \
            subscription falls in it, say) is not written. With --files one, parts or large, \
            that layout, every file of it, whatever the schema holds: what the build plugin \
            asks for, since it declares its files before the schema is read (a part with nothing \
            in it then holds only a comment saying why). Files of NAME in the other layouts are \
            removed. A file whose content would not change is left untouched, so its modification \
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
            "How each schema's code is laid out: by its size (auto), one file, six parts, or the parts "
                + "of a large schema.",
            valueName: "layout"))
    var files: Layout = .auto

    /// `NamingPolicy.FileLayout` as the option spells it, or `auto`: the
    /// layout the build plugin would choose for the schema's size.
    enum Layout: String, CaseIterable, ExpressibleByArgument {
        case auto, one, parts, large

        /// The layout of the schema at `path` (by size, as the build plugin
        /// decides, the large layout when the size cannot be read).
        func layout(ofSchemaAt path: String) -> NamingPolicy.FileLayout {
            switch self {
            case .auto:
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
                return NamingPolicy.FileLayout.forSchema(ofSize: size ?? Int.max)
            case .one: return .oneFile
            case .parts: return .parts
            case .large: return .largeParts
            }
        }

        /// Whether every file of the layout is written, those that would
        /// declare nothing included: when the layout was asked for by name,
        /// as the build plugin does, which declared the files beforehand.
        var writesEveryPart: Bool { self != .auto }
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

    @Option(
        help: ArgumentHelp(
            "Another schema of the same target, whose types these schemas may name (read for its types only).",
            valueName: "path"))
    var targetSchema: [String] = []

    func validate() throws {
        if schemas.isEmpty {
            throw ValidationError("Give at least one schema file.")
        }
    }

    func run() throws {
        let paths = schemas.uniqued()
        let loaded = try SchemaInput.loadAll(paths, target: target, context: contextSchema, targetSchemas: targetSchema)

        // Everything is decided before the first write, so a name clash
        // cannot leave some files written and others not.
        var schemaByOutputName: [String: String] = [:]
        var outputs: [(path: String, text: String)] = []
        var replaced: [String] = []
        let generator = CodeGenerator()
        for schema in loaded {
            let layout = files.layout(ofSchemaAt: schema.path)
            // Every file of every layout may be stale: one of another layout, from a
            // build before the schema grew or shrank past a limit, or a part that now
            // declares nothing. Those written below are kept.
            replaced += NamingPolicy.FileLayout.allCases.flatMap {
                NamingPolicy.generatedFileNames(ofSchemaAt: schema.path, layout: $0)
            }
            let generated = generator.generateStore(schema.definition, layout: layout)
            for file in generated where files.writesEveryPart || !file.declaresNothing {
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
        // No build compiles the stale files.
        for name in replaced where !schemaByOutputName.keys.contains(name) {
            try? FileManager.default.removeItem(atPath: joined(output, name))
        }
    }

    private func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
