import Foundation

/// Where the JSON Schema, its checker and the schemas it is checked against
/// live. They are read from the source tree (found from this file's path), so
/// the test checks exactly what is committed, not a copy in a test bundle.
enum JSONSchemaCorpus {
    /// The package root: this file is Tests/StoreSchemaTests/JSONSchemaCorpus.swift.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let testFolder = packageRoot.appendingPathComponent("Tests/StoreSchemaTests")
    static let jsonSchema = packageRoot.appendingPathComponent("Schemas/storegen.schema.json")
    static let checkScript = testFolder.appendingPathComponent("JSONSchemaCheck.py")

    /// The reference schemas users copy and code generation's tests build.
    static var referenceSchemas: [URL] {
        schemaFiles(in: packageRoot.appendingPathComponent("Schemas"))
    }

    /// The example apps' schemas, which users read and copy too.
    static var exampleSchemas: [URL] {
        schemaFiles(in: packageRoot.appendingPathComponent("Sources"))
    }

    /// Schemas the validator accepts, from the validator's own test corpus.
    static var validFixtures: [URL] {
        schemaFiles(in: testFolder.appendingPathComponent("Fixtures/valid"))
    }

    /// Schemas with a structural mistake (an unknown key, a wrong kind of
    /// value), which the JSON Schema can see as well as the validator.
    static var structuralMistakes: [URL] {
        schemaFiles(in: testFolder.appendingPathComponent("Fixtures/invalid"))
            .filter { $0.lastPathComponent.hasPrefix("structural-") }
    }

    /// A name for `file` in failure messages: its path from the package root.
    static func displayName(_ file: URL) -> String {
        let root = packageRoot.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The `*.store.yaml` / `*.store.yml` files in `folder` and its subfolders, sorted by path.
    private static func schemaFiles(in folder: URL) -> [URL] {
        guard let paths = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return
            paths
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".store.yaml") || $0.hasSuffix(".store.yml") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
