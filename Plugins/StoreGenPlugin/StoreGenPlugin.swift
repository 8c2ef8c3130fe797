import PackagePlugin

// PLACEHOLDER: replaced by issue 4.
@main
struct StoreGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
