import Foundation
import PackagePlugin

/// `swift package validate-store-schemas [--target T ...] [validate options]`:
/// checks every schema in the package's targets with `storegen validate` and
/// fails when any has an error, so CI catches a bad schema without building
/// the app. Other arguments go to `storegen validate` as they are
/// (`--warnings-as-errors`, `--format github`).
@main
struct StoreGenValidate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let validateOptions = extractor.remainingArguments
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let schemas = targets.compactMap { $0 as? SourceModuleTarget }.flatMap(\.storeSchemas)
        guard !schemas.isEmpty else {
            print("No *.store.yaml files in \(targetNames.isEmpty ? "the package's targets" : targetNames.joined(separator: ", ")).")
            return
        }

        let process = Process()
        process.executableURL = try context.tool(named: "storegen").url
        process.arguments = ["validate"] + validateOptions + schemas.map(\.path)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidatePluginError("schema validation failed (see the errors above)")
        }
        print("\(schemas.count) schema\(schemas.count == 1 ? "" : "s") valid.")
    }
}

extension SourceModuleTarget {
    /// The target's schemas, skipping files declared as resources (test
    /// fixtures, which may be invalid on purpose). Same rule as StoreGenCommand.
    var storeSchemas: [URL] {
        sourceFiles
            .filter { $0.type != .resource }
            .map(\.url)
            .filter { $0.lastPathComponent.hasSuffix(".store.yaml") || $0.lastPathComponent.hasSuffix(".store.yml") }
            .sorted { $0.path < $1.path }
    }
}

struct ValidatePluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
