import Foundation
import PackagePlugin

/// `swift package validate-store-schemas [--target T ...] [validate options]`:
/// checks every schema in the package's targets with `storegen validate` and
/// fails when any has an error, so CI catches a bad schema without building
/// the app. Other arguments go to `storegen validate` as they are
/// (`--warnings-as-errors`, `--format github`).
/// Schemas are passed with their targets (`--target-schema`), so schemas of
/// one target are checked together, and with the schemas of the targets they
/// depend on (`--context-schema`), so embedded stores are checked too.
/// Everything `storegen` prints is the output, unchanged: with
/// `--format json` it is one JSON document.
@main
struct StoreGenValidate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let validateOptions = extractor.remainingArguments
        let targets = (targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames))
            .compactMap { $0 as? SourceModuleTarget }
        var checked: [StoreSchemaFiles.TargetSchema] = []
        var dependencies: [StoreSchemaFiles.TargetSchema] = []
        for target in targets {
            checked += StoreSchemaFiles.schemas(in: target.sourceFiles).map { .init(target: target.name, url: $0) }
            dependencies += StoreSchemaFiles.dependencySchemas(of: target)
        }
        for folder in StoreSchemaFiles.schemaFoldersWithoutTarget(in: context.package) {
            Diagnostics.warning(StoreSchemaFiles.noTargetWarning(folder))
        }
        for target in StoreSchemaFiles.targetsMissingThePlugin(targets, workDirectory: context.pluginWorkDirectoryURL) {
            Diagnostics.warning(StoreSchemaFiles.missingPluginWarning(target))
        }
        guard !checked.isEmpty else {
            Diagnostics.remark("No *.store.yaml files in \(targetNames.isEmpty ? "the package's targets" : targetNames.joined(separator: ", ")).")
            return
        }
        let checkedPaths = Set(checked.map(\.url.path))
        var contextPaths: Set<String> = []
        let others = dependencies.filter { !checkedPaths.contains($0.url.path) && contextPaths.insert($0.url.path).inserted }

        let process = Process()
        process.executableURL = try context.tool(named: "storegen").url
        process.arguments = ["validate"] + validateOptions
            + checked.flatMap { ["--target-schema", "\($0.target):\($0.url.path)"] }
            + others.flatMap(\.contextArguments)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidatePluginError("schema validation failed")
        }
    }
}

struct ValidatePluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
