import Foundation
import PackagePlugin

/// Turns each `*.store.yaml` / `*.store.yml` in a target into Swift at build
/// time. One build command per schema, with the schema and the generator as
/// inputs and the generated file as output, so the build system reruns only
/// the schemas that changed and a no-op build runs nothing. (A prebuild
/// command would run on every build.)
@main
struct StoreGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let schemas = target.sourceFiles.map(\.url).filter(SchemaFiles.isSchema)
        return try SchemaFiles.commands(
            for: schemas,
            generator: context.tool(named: "storegen").url,
            outputDirectory: context.pluginWorkDirectoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StoreGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let schemas = target.inputFiles.map(\.url).filter(SchemaFiles.isSchema)
        return try SchemaFiles.commands(
            for: schemas,
            generator: context.tool(named: "storegen").url,
            outputDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif

/// What both the SwiftPM and the Xcode entry points do with a target's schemas.
enum SchemaFiles {
    static func isSchema(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".store.yaml") || name.hasSuffix(".store.yml")
    }

    /// `Counter.store.yaml` -> `Counter.generated.swift`: the rule of
    /// `storegen generate` (NamingPolicy+Files.swift in StoreSchema), which
    /// writes the file this command declares.
    static func generatedFileName(of schema: URL) -> String {
        let name = schema.lastPathComponent
        let base = name.hasSuffix(".store.yaml") ? name.dropLast(".store.yaml".count) : name.dropLast(".store.yml".count)
        return "\(base).generated.swift"
    }

    static func commands(for schemas: [URL], generator: URL, outputDirectory: URL) throws -> [Command] {
        var schemaByOutput: [String: URL] = [:]
        return try schemas.sorted { $0.path < $1.path }.map { schema in
            let outputName = generatedFileName(of: schema)
            if let other = schemaByOutput[outputName] {
                throw StoreGenPluginError.sameOutput(other, schema, outputName)
            }
            schemaByOutput[outputName] = schema
            let output = outputDirectory.appendingPathComponent(outputName)
            return .buildCommand(
                displayName: "Generating \(outputName) from \(schema.lastPathComponent)",
                executable: generator,
                arguments: ["generate", schema.path, "--output", outputDirectory.path],
                inputFiles: [schema, generator],
                outputFiles: [output]
            )
        }
    }
}

enum StoreGenPluginError: Error, CustomStringConvertible {
    case sameOutput(URL, URL, String)

    var description: String {
        switch self {
        case .sameOutput(let first, let second, let output):
            "\(first.path) and \(second.path) would both generate \(output) (swiftc needs unique file names in a target); rename one of them"
        }
    }
}
