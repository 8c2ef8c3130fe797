import Foundation
import StoreCodegen
import StoreSchema
import Testing

@Suite struct StubsCommandTests {
    @Test func printsTheScaffoldToStdout() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Schemas.counter, to: "Counter.store.yaml")

        let result = try await StoreGenCLI.run(["stubs", schema])

        #expect(result.status == 0, "\(result.stderr)")
        let definition = try #require(SchemaLoader.load(fileAt: schema).definition)
        #expect(result.stdout == CodeGenerator().generateReducerScaffold(definition))
        #expect(result.stdout.contains("CounterReducer"))
    }

    /// A derived value has no neutral result, so its function stops until it is
    /// written; the scaffold still compiles (CompileTests compile every
    /// reference schema's scaffold, Everything's with derived values).
    @Test func scaffoldsAFunctionPerDerivedValueTakingExactlyItsInputs() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(
            """
            store: Shop
            state: {items: {type: "[String]", default: []}, stamp: Date?}
            actions: {add: {item: String}}
            derived: {count: {type: Int, from: [items]}, since: {type: "Date?", from: [stamp, count]}}
            """, to: "Shop.store.yaml")

        let result = try await StoreGenCLI.run(["stubs", schema])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                """
                /// The derived values, each computed from exactly its inputs (`ShopDerivations`).
                extension ShopState {
                    static func count(items: [String]) -> Int {
                        fatalError("compute count from its inputs")
                    }

                    static func since(stamp: Date?, count: Int) -> Date? {
                        fatalError("compute since from its inputs")
                    }
                }

                """))
        #expect(result.stdout.contains("import Foundation\n"))
    }

    @Test func writesANewFileButNeverOverwritesOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Schemas.counter, to: "Counter.store.yaml")
        let output = directory.path("CounterReducer.swift")

        let created = try await StoreGenCLI.run(["stubs", schema, "--output", output])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == "Created \(output)\n")
        #expect(try directory.read("CounterReducer.swift").contains("CounterReducer"))

        let userCode = "// the app's reducer, filled in\n"
        try directory.write(userCode, to: "CounterReducer.swift")
        let refused = try await StoreGenCLI.run(["stubs", schema, "--output", output])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: \(output) already exists; storegen never overwrites it (move or delete it first)\n")
        #expect(try directory.read("CounterReducer.swift") == userCode)
    }

    @Test func namesTheFileAfterTheStoreInAnOutputDirectory() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The file name and the store name differ on purpose.
        let schema = try directory.write(Schemas.counter, to: "counting.store.yaml")

        let result = try await StoreGenCLI.run(["stubs", schema, "--output-directory", directory.path("Sources/App")])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.exists("Sources/App/CounterReducer.swift"))
    }

    @Test func skipExistingKeepsTheFileAndSucceeds() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Schemas.counter, to: "Counter.store.yaml")
        let userCode = "// mine\n"
        let existing = try directory.write(userCode, to: "CounterReducer.swift")

        let result = try await StoreGenCLI.run([
            "stubs", schema, "--output-directory", directory.url.path, "--skip-existing",
        ])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Kept \(existing): it already exists\n")
        #expect(try directory.read("CounterReducer.swift") == userCode)
    }

    @Test func anInvalidSchemaGivesItsErrorsAndNoFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let schema = try directory.write(Schemas.misspeltType, to: "Broken.store.yaml")

        let result = try await StoreGenCLI.run(["stubs", schema, "--output", directory.path("BrokenReducer.swift")])

        #expect(result.status == 1)
        #expect(result.stderr.contains("\(schema):3:9: error: "), "\(result.stderr)")
        #expect(!directory.exists("BrokenReducer.swift"))
    }

    @Test func outputAndOutputDirectoryTogetherAreAUsageError() async throws {
        let result = try await StoreGenCLI.run([
            "stubs", "X.store.yaml", "--output", "a.swift", "--output-directory", "b",
        ])

        #expect(result.status != 0)
        #expect(result.stderr.contains("Give either --output or --output-directory, not both."))
    }
}
