/// How a schema's file name becomes the names of the files made from it.
///
/// Generated files are named after the schema *file*, not its `store:` key:
/// the build plugin must declare every output before the schema is read, and
/// it cannot parse YAML. `Plugins/StoreGenPlugin` spells the same rule; the
/// two must stay in step.
enum SchemaFileName {
    /// The endings of schema files, most specific first.
    static let suffixes = [".store.yaml", ".store.yml", ".yaml", ".yml"]

    /// `Sources/App/Counter.store.yaml` -> `Counter`.
    static func baseName(ofSchemaAt path: String) -> String {
        let fileName = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        for suffix in suffixes where fileName.count > suffix.count && fileName.hasSuffix(suffix) {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }

    /// `Counter.store.yaml` -> `Counter.generated.swift`. The `.generated`
    /// part keeps it from clashing with an app file named `Counter.swift`
    /// (swiftc rejects two files with one name in a module).
    static func generatedFileName(ofSchemaAt path: String) -> String {
        "\(baseName(ofSchemaAt: path)).generated.swift"
    }
}
