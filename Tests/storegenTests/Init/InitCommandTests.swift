import Foundation
import StoreSchema
import Testing

@Suite struct InitCommandTests {
    @Test func createsAStarterSchemaThatValidates() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let result = try await StoreGenCLI.run([
            "init", "Shop", "--directory", directory.path("Sources/App"), "--json-schema", "../../storegen.schema.json",
        ])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Created \(directory.path("Sources/App"))/Shop.store.yaml\n")
        let text = try directory.read("Sources/App/Shop.store.yaml")
        #expect(text.hasPrefix("# yaml-language-server: $schema=../../storegen.schema.json\n"))
        #expect(text.contains("\nstore: Shop\n"))
        let loaded = SchemaLoader.load(fileAt: directory.path("Sources/App/Shop.store.yaml"))
        #expect(loaded.diagnostics == [])
        #expect(loaded.definition?.name == "Shop")
    }

    @Test func pointsAtTheJSONSchemaOfTheCheckedOutStoreGenPackage() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try directory.write("{}\n", to: ".build/checkouts/StoreGen/Schemas/storegen.schema.json")

        let result = try await StoreGenCLI.run(["init", "Shop", "-d", directory.path("Sources/App")])

        #expect(result.status == 0, "\(result.stderr)")
        let firstLine = try directory.read("Sources/App/Shop.store.yaml").split(separator: "\n").first
        #expect(
            firstLine == "# yaml-language-server: $schema=../../.build/checkouts/StoreGen/Schemas/storegen.schema.json")
    }

    /// With `.package(path: "../StoreGen")` nothing is in `.build/checkouts`:
    /// SwiftPM records the dependency's folder in `.build/workspace-state.json`.
    @Test func pointsAtTheJSONSchemaOfAPathDependency() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("// swift-tools-version: 6.0\n", to: "MyApp/Package.swift")
        try directory.write("{}\n", to: "StoreGen/Schemas/storegen.schema.json")
        let state = """
            {"object": {"artifacts": [], "dependencies": [{"basedOn": null, "packageRef": {"identity": "storegen", \
            "kind": "fileSystem", "location": "\(directory.path("StoreGen"))", "name": "StoreGen"}, \
            "state": {"name": "fileSystem", "path": "\(directory.path("StoreGen"))"}, "subpath": \
            "storegen"}]}, "version": 7}
            """
        try directory.write(state, to: "MyApp/.build/workspace-state.json")

        let result = try await StoreGenCLI.run(["init", "TimeTracker", "-d", directory.path("MyApp/Sources/MyApp")])

        #expect(result.status == 0, "\(result.stderr)")
        let firstLine = try directory.read("MyApp/Sources/MyApp/TimeTracker.store.yaml").split(separator: "\n").first
        #expect(firstLine == "# yaml-language-server: $schema=../../../StoreGen/Schemas/storegen.schema.json")
    }

    @Test func neverOverwritesAnExistingSchema() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let existing = try directory.write("store: Mine\n", to: "Shop.store.yaml")

        let result = try await StoreGenCLI.run(["init", "Shop", "-d", directory.url.path, "--json-schema", "x.json"])

        #expect(result.status == 1)
        #expect(
            result.stderr
                == "error: \(existing) already exists; storegen never overwrites it (move or delete it first)\n")
        #expect(try directory.read("Shop.store.yaml") == "store: Mine\n")
    }

    @Test(arguments: ["9Lives", "my-store", "Shop Front", ""])
    func refusesANameThatIsNotATypeNamePrefix(name: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let result = try await StoreGenCLI.run(["init", name, "-d", directory.url.path])

        #expect(result.status != 0)
        #expect(result.stderr.contains("is not a store name"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [])
    }

    /// Names YAML would read as a boolean or null are written quoted, so the
    /// starter is still valid and the store keeps the name asked for; Swift
    /// keywords and names of Swift's own types need nothing.
    @Test(arguments: [
        ("true", true), ("False", true), ("NULL", true), ("null", true), ("TRUE", true),
        ("class", false), ("Self", false), ("Task", false), ("default", false),
    ])
    func writesAStarterThatValidatesWhateverTheName(name: String, quoted: Bool) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let result = try await StoreGenCLI.run(["init", name, "-d", directory.url.path, "--json-schema", "x.json"])

        #expect(result.status == 0, "\(result.stderr)")
        let text = try directory.read("\(name).store.yaml")
        #expect(text.contains(quoted ? "\nstore: \"\(name)\"\n" : "\nstore: \(name)\n"))
        let loaded = SchemaLoader.load(fileAt: directory.path("\(name).store.yaml"))
        #expect(loaded.diagnostics == [])
        #expect(loaded.definition?.name == name)
    }
}
