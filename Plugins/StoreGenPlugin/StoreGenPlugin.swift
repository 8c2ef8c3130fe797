import Foundation
import PackagePlugin

/// Turns each `*.store.yaml` / `*.store.yml` in a target into Swift at build
/// time. One build command per schema, with the schema, the target's other
/// schemas (whose types it may name) and the generator as inputs and its
/// generated files as outputs, so a no-op build runs nothing, and code that
/// an edit leaves unchanged is not rewritten or recompiled. (A prebuild
/// command would run on every build.) A schema of at most 32 KB becomes one
/// file, a larger one six (`StoreSchemaFiles.Layout`): decided from the
/// schema's size each time the build is planned.
///
/// One more command checks the target's schemas together, with those of
/// the targets it depends on (`storegen check-target`), so a store or type
/// name declared twice in the target, or a module embedding a store that is
/// missing, embeds it back, cannot start or cannot be seen, is one error in
/// the schema instead of compiler errors in generated code. It is separate
/// from the per-schema commands, which report each schema's own problems
/// once; its output is a Swift file holding a comment, which makes the build
/// wait for it.
@main
struct StoreGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try StoreGenBuild.commands(
            for: StoreSchemaFiles.schemas(in: target.sourceFiles),
            target: target.name,
            dependencies: StoreSchemaFiles.dependencySchemas(of: target),
            generator: context.tool(named: "storegen").url,
            outputDirectory: context.pluginWorkDirectoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StoreGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try StoreGenBuild.commands(
            for: StoreSchemaFiles.schemas(in: target.inputFiles),
            target: target.displayName,
            dependencies: [],
            generator: context.tool(named: "storegen").url,
            outputDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif

/// What both the SwiftPM and the Xcode entry points do with a target's schemas.
enum StoreGenBuild {
    /// The check command's output; the leading underscore keeps it apart
    /// from `<Schema>.<Part>.generated.swift`.
    static let targetCheckFileName = "_StoreGenTargetCheck.swift"

    static func commands(
        for schemas: [URL], target: String, dependencies: [StoreSchemaFiles.TargetSchema], generator: URL,
        outputDirectory: URL
    ) throws -> [Command] {
        var schemaByOutput: [String: URL] = [:]
        var commands: [Command] = try schemas.map { schema in
            let layout = StoreSchemaFiles.Layout(ofSchema: schema)
            let outputNames = StoreSchemaFiles.generatedFileNames(of: schema, layout: layout)
            for outputName in outputNames {
                if let other = schemaByOutput[outputName] {
                    throw StoreGenPluginError.sameOutput(other, schema, outputName)
                }
                schemaByOutput[outputName] = schema
            }
            // The target's other schemas, whose types this one may name: read
            // for their types, so an edit there regenerates this one too (a
            // file whose code is unchanged is left alone, and not recompiled).
            let siblings = schemas.filter { $0 != schema }
            return .buildCommand(
                displayName: "Generating Swift from \(schema.lastPathComponent)",
                executable: generator,
                arguments: ["generate", schema.path, "--output", outputDirectory.path, "--files", layout.rawValue]
                    + siblings.flatMap { ["--target-schema", $0.path] },
                inputFiles: [schema, generator] + siblings,
                outputFiles: outputNames.map(outputDirectory.appendingPathComponent)
            )
        }
        // Even alone, a schema's modules must embed stores of the target (or of a
        // dependency) that exist, can start, can be seen and do not embed it back.
        if !schemas.isEmpty {
            let stamp = outputDirectory.appendingPathComponent(targetCheckFileName)
            commands.append(
                .buildCommand(
                    displayName: "Checking the schemas of \(target) together",
                    executable: generator,
                    arguments: ["check-target"] + schemas.map(\.path)
                        + ["--target", target, "--output", stamp.path] + dependencies.flatMap(\.contextArguments),
                    inputFiles: schemas + dependencies.map(\.url) + [generator],
                    outputFiles: [stamp]
                ))
        }
        return commands
    }
}

enum StoreGenPluginError: Error, CustomStringConvertible {
    case sameOutput(URL, URL, String)

    var description: String {
        switch self {
        case .sameOutput(let first, let second, let output):
            """
            \(first.path) and \(second.path) would both generate \(output) (swiftc needs unique file \
            names in a target); rename one of them
            """
        }
    }
}
