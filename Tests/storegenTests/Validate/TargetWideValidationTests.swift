import Foundation
import Testing

/// `validate` and `generate` check the schemas of one target together: the
/// compiler sees their generated code in one module.
@Suite struct TargetWideValidationTests {
    static let todosA = """
        store: Todos
        types:
          Item: {fields: {title: String}}
        state:
          items: {type: "[Item]", default: []}
        actions:
          add: {title: String}
        """
    static let todosB = """
        store: Todos
        state:
          count: {type: Int, default: 0}
        actions:
          tick:
        """
    static let other = """
        store: Other
        types:
          Item: {fields: {x: Int}}
        state:
          item: {type: "Item?"}
        actions:
          clear:
        modules:
          feature: {store: Feature, import: FeatureKit}
        """
    static let feature = """
        store: Feature
        state:
          n: {type: Int, default: 0}
        actions:
          go:
        """

    @Test func duplicateStoreAndTypeInOneFolderAreOneErrorEachWithANote() async throws {
        let folder = try SchemaFolder()
        try folder.write("App/A.store.yaml", Self.todosA)
        try folder.write("App/B.store.yaml", Self.todosB)
        try folder.write(
            "App/C.store.yaml",
            Self.other.replacingOccurrences(of: "  feature: {store: Feature, import: FeatureKit}", with: "  {}")
                .replacingOccurrences(of: "modules:\n  {}", with: ""))
        let outcome = try await folder.runner.run(["App"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                App/B.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled \
                into one target need different names, or their generated types would be declared twice
                App/A.store.yaml:1:8: note: store 'Todos' is first defined here
                App/C.store.yaml:3:3: error: 'Item' is also a schema type of A.store.yaml, and the schemas of \
                one target are compiled into one module: for the same type, keep A.store.yaml's and remove \
                this one (a schema names the types of the others of its target); for another, rename one, \
                such as 'OtherItem'
                App/A.store.yaml:3:3: note: 'Item' is first declared here

                """)
        #expect(outcome.stderr == "checked 3 schemas: 2 errors, 0 warnings\n")
    }

    @Test func sameStoreNameInTwoTargetsIsFine() async throws {
        let folder = try SchemaFolder()
        try folder.write("Sources/A/Todos.store.yaml", Self.todosA)
        try folder.write("Sources/B/Todos.store.yaml", Self.todosA)
        let outcome = try await folder.runner.run(["Sources"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
    }

    @Test func embeddedStoreFromAnotherTargetMustBeVisible() async throws {
        let folder = try SchemaFolder()
        try folder.write("Sources/App/Other.store.yaml", Self.other)
        try folder.write("Sources/FeatureKit/Feature.store.yaml", Self.feature)
        let outcome = try await folder.runner.run([
            "--target-schema", "App:Sources/App/Other.store.yaml",
            "--context-schema", "FeatureKit:Sources/FeatureKit/Feature.store.yaml",
        ])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                Sources/App/Other.store.yaml:9:3: error: module 'feature' embeds store 'Feature' from target \
                'FeatureKit', where it is internal; add 'access: package' to Feature.store.yaml so this target \
                can use its types
                Sources/FeatureKit/Feature.store.yaml:1:8: note: store 'Feature' is defined here

                """)
        #expect(outcome.stderr == "checked 1 schema: 1 error, 0 warnings\n")
    }

    @Test func generateFailsOnATargetWideErrorAndWritesNothing() async throws {
        let folder = try SchemaFolder()
        try folder.write("A.store.yaml", Self.todosA)
        try folder.write("B.store.yaml", Self.todosB)
        let outcome = try await StoreGenCLI.run(
            ["generate", "B.store.yaml", "--output", "out", "--target", "App", "--context-schema", "App:A.store.yaml"],
            in: folder.url)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                B.store.yaml:1:8: error: store 'Todos' is also defined by A.store.yaml; stores compiled into \
                one target need different names, or their generated types would be declared twice
                A.store.yaml:1:8: note: store 'Todos' is first defined here

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
        // The first definition's own command succeeds: the error is reported once.
        let first = try await StoreGenCLI.run(
            ["generate", "A.store.yaml", "--output", "out", "--target", "App", "--context-schema", "App:B.store.yaml"],
            in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
    }
}
