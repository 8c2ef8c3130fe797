import PackagePlugin

// PLACEHOLDER: replaced by issue 4.
@main
struct StoreGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
