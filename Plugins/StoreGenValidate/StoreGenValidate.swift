import Foundation
import PackagePlugin

/// `swift package validate-store-schemas [--target T ...] [--against REV] [validate options]`:
/// checks every schema in the package's targets with `storegen validate` and
/// fails when any has an error, so CI catches a bad schema without building
/// the app. Other arguments go to `storegen validate` as they are
/// (`--warnings-as-errors`, `--format github`).
/// Schemas are passed with their targets (`--target-schema`), so schemas of
/// one target are checked together, and with the schemas of the targets they
/// depend on (`--context-schema`), so embedded stores are checked too.
/// Everything `storegen` prints is the output, unchanged: with
/// `--format json` it is one JSON document per `storegen` run (validation,
/// then one per schema with `--against`).
/// With `--against REV` each valid schema is then also compared with its
/// version at the git revision REV (`storegen check-compat --against`), so
/// CI also catches a change that breaks saved state.
@main
struct StoreGenValidate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let revision = extractor.extractOption(named: "against").last
        let formatOptions = extractor.extractOption(named: "format").suffix(1).flatMap { ["--format", $0] }
        let validateOptions = formatOptions + extractor.remainingArguments
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
            Diagnostics.remark(
                """
                No *.store.yaml files in \
                \(targetNames.isEmpty ? "the package's targets" : targetNames.joined(separator: ", ")).
                """)
            return
        }
        let checkedPaths = Set(checked.map(\.url.path))
        var contextPaths: Set<String> = []
        let others = dependencies.filter {
            !checkedPaths.contains($0.url.path) && contextPaths.insert($0.url.path).inserted
        }

        let storegen = try context.tool(named: "storegen").url
        guard
            try StoreGenProcess.run(
                storegen,
                ["validate"] + validateOptions
                    + checked.flatMap { ["--target-schema", "\($0.target):\($0.url.path)"] }
                    + others.flatMap(\.contextArguments)) == 0
        else {
            throw CommandPluginError("schema validation failed")
        }
        guard let revision else { return }
        var incompatible: [String] = []
        var unchecked: [String] = []
        for schema in checked {
            // check-compat: 1 is a change that breaks saved state, 2 a
            // question it could not answer (no repository, unknown revision,
            // an older schema this storegen does not accept).
            switch try StoreGenProcess.run(
                storegen, ["check-compat", "--against", revision] + formatOptions + [schema.url.path])
            {
            case 0: break
            case 1: incompatible.append(schema.url.lastPathComponent)
            default: unchecked.append(schema.url.lastPathComponent)
            }
        }
        guard unchecked.isEmpty else {
            throw CommandPluginError(
                "could not compare \(unchecked.joined(separator: ", ")) with \(revision) (see above)")
        }
        guard incompatible.isEmpty else {
            throw CommandPluginError(
                """
                saved state would not load after the change to \(incompatible.joined(separator: ", ")) \
                since \(revision)
                """)
        }
    }
}
