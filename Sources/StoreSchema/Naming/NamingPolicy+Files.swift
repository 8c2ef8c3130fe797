/// How a schema's file name becomes the names of the files made from it.
///
/// Generated files are named after the schema *file*, not its `store:` key:
/// the build plugin must declare every output before the schema is read, and
/// it cannot parse YAML. `Plugins/StoreGenPlugin` spells the same rule; the
/// two must stay in step.
extension NamingPolicy {
    /// The endings of schema files, most specific first.
    public static let schemaSuffixes = [".store.yaml", ".store.yml", ".yaml", ".yml"]

    /// `Sources/App/Counter.store.yaml` -> `Counter.store.yaml`.
    public static func fileName(ofPath path: String) -> String {
        guard let slash = path.lastIndex(where: { $0 == "/" || $0 == "\\" }) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `Sources/App/Counter.store.yaml` -> `Counter`.
    public static func baseName(ofSchemaAt path: String) -> String {
        let fileName = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        for suffix in schemaSuffixes where fileName.count > suffix.count && fileName.hasSuffix(suffix) {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }

    /// `Counter.store.yaml` -> `Counter.generated.swift`. The `.generated`
    /// part keeps it from clashing with an app file named `Counter.swift`
    /// (swiftc rejects two files with one name in a module).
    public static func generatedFileName(ofSchemaAt path: String) -> String {
        "\(baseName(ofSchemaAt: path)).generated.swift"
    }
}
