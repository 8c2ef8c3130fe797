import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-reducer-stubs [--target T ...]`
///
/// Writes `<Store>Reducer.swift`, a scaffold of the app's reducer
/// conformance with empty bodies, next to each schema. A file that already
/// exists is left alone (and reported), so rerunning the command after adding
/// a schema scaffolds only the new one and never touches code the app owns.
@main
struct StoreGenStubs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw CommandPluginError(
                """
                unexpected arguments \(extractor.remainingArguments.joined(separator: " ")); usage: \
                generate-reducer-stubs [--target NAME ...]
                """)
        }
        let unseen = StoreSchemaFiles.schemaFoldersWithoutTarget(in: context.package)
        for folder in unseen {
            Diagnostics.warning(StoreSchemaFiles.noTargetWarning(folder))
        }
        let targets: [Target]
        do {
            targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        } catch {
            let missing = targetNames.filter { name in !context.package.targets.contains { $0.name == name } }
            throw CommandPluginError(
                "no target named \(missing.joined(separator: ", ")) in the package"
                    + (unseen.isEmpty
                        ? "" : " (see the warning above: SwiftPM ignores a target folder without Swift files)"))
        }
        let modules = targets.compactMap { $0 as? SourceModuleTarget }
        for target in targets where !(target is SourceModuleTarget) && !targetNames.isEmpty {
            print("Skipped target '\(target.name)': it has no source files of its own, so no schemas.")
        }
        for target in modules where StoreSchemaFiles.schemas(in: target.sourceFiles).isEmpty && !targetNames.isEmpty {
            print(
                """
                Skipped target '\(target.name)': it holds no *.store.yaml files (files declared as \
                resources do not count).
                """)
        }
        for target in StoreSchemaFiles.targetsMissingThePlugin(modules, workDirectory: context.pluginWorkDirectoryURL) {
            Diagnostics.warning(
                StoreSchemaFiles.missingPluginWarning(target) + "; the scaffold needs the generated code to compile")
        }
        let schemas = modules.flatMap { StoreSchemaFiles.schemas(in: $0.sourceFiles) }
        guard !schemas.isEmpty else {
            print(
                """
                No *.store.yaml files in \
                \(targetNames.isEmpty ? "the package's targets" : targetNames.joined(separator: ", ")).
                """)
            return
        }

        let storegen = try context.tool(named: "storegen").url
        var failed: [String] = []
        let targetOf = Dictionary(
            modules.flatMap { target in
                let schemas = StoreSchemaFiles.schemas(in: target.sourceFiles)
                return schemas.map { ($0, schemas) }
            }, uniquingKeysWith: { first, _ in first })
        for schema in schemas {
            let directory = schema.deletingLastPathComponent().path
            // The other schemas of its target, whose types it may name.
            let siblings = (targetOf[schema] ?? []).filter { $0 != schema }.flatMap { ["--target-schema", $0.path] }
            let status = try StoreGenProcess.run(
                storegen, ["stubs", schema.path, "--output-directory", directory, "--skip-existing"] + siblings)
            if status != 0 { failed.append(schema.lastPathComponent) }
        }
        if !failed.isEmpty {
            throw CommandPluginError("no scaffold for \(failed.joined(separator: ", ")): fix the errors above")
        }
    }
}
