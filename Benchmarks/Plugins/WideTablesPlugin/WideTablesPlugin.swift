import Foundation
import PackagePlugin

/// Writes RuntimeBenchmark's tables of the 1,000-field state (field number
/// i to field `fi`, and the models of the `fieldi` subscriptions) from
/// Wide.store.yaml at build time, with `WideTablesGenerator`, so the tables
/// follow the schema and are not checked in. The schema is the command's
/// input, so a build that leaves it unchanged runs nothing.
@main
struct WideTablesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget,
            let schema = target.sourceFiles.map(\.url).first(where: { $0.lastPathComponent == "Wide.store.yaml" })
        else { return [] }
        let values = context.pluginWorkDirectoryURL.appending(path: "WideState+Value.swift")
        let models = context.pluginWorkDirectoryURL.appending(path: "WideModels+All.swift")
        return [
            .buildCommand(
                displayName: "Generating the wide state's tables from Wide.store.yaml",
                executable: try context.tool(named: "WideTablesGenerator").url,
                arguments: [schema.path, values.path, models.path],
                inputFiles: [schema],
                outputFiles: [values, models])
        ]
    }
}
