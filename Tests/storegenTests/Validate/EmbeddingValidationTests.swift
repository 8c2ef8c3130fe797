import Foundation
import Testing

/// Wherever `storegen` knows a target's schemas, a module must embed a store
/// that exists, can start on its own, can be seen and does not embed it
/// back: `validate` on a folder, `validate` on files (a target per folder,
/// unless `--target`), and `check-target`, which the build plugin runs for
/// every target with schemas, even one.
@Suite struct EmbeddingValidationTests {
    static let parent = """
        store: Parent
        actions:
          go:
        modules:
          child: {store: Child}
        """
    static let child = """
        store: Child
        state:
          x: Int
        actions:
          go:
        """

    @Test func filesGivenByPathInTwoFoldersAreTwoTargets() async throws {
        let folder = try SchemaFolder()
        try folder.write("A/Parent.store.yaml", Self.parent)
        try folder.write("B/Child.store.yaml", Self.child)

        let outcome = try await folder.runner.run(["A/Parent.store.yaml", "B/Child.store.yaml"])

        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                A/Parent.store.yaml:5:3: error: module 'child' embeds store 'Child', but no schema of this \
                target defines it; add 'import:' naming the target whose schema defines it, or add that schema \
                to this target

                """)
        // Scripts written for the flag that once asked for this still run.
        let flagged = try await folder.runner.run(["--target-per-folder", "A/Parent.store.yaml", "B/Child.store.yaml"])
        #expect(flagged == outcome)
    }

    @Test func targetMakesTheGivenFilesOneTarget() async throws {
        let folder = try SchemaFolder()
        try folder.write("A/Parent.store.yaml", Self.parent)
        try folder.write("B/Child.store.yaml", Self.child)

        let outcome = try await folder.runner.run(["--target", "App", "A/Parent.store.yaml", "B/Child.store.yaml"])

        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                A/Parent.store.yaml:5:3: error: module 'child' embeds store 'Child', whose state field 'x' has \
                no default, so this store cannot create it; give it a default (or an optional type) in \
                Child.store.yaml
                B/Child.store.yaml:3:3: note: 'x' is declared here

                """)
    }

    @Test func aFolderOfSchemasIsCheckedForStoresThatEmbedEachOther() async throws {
        let folder = try SchemaFolder()
        try folder.write("Sources/App/A.store.yaml", "store: A\nactions:\n  go:\nmodules:\n  b: {store: B}\n")
        try folder.write("Sources/App/B.store.yaml", "store: B\nactions:\n  go:\nmodules:\n  a: {store: A}\n")

        let outcome = try await folder.runner.run(["Sources"])

        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                Sources/App/A.store.yaml:5:3: error: module 'b' embeds store 'B', which embeds 'A' again (A → B \
                → A); a store's state cannot contain itself, so remove one of these modules
                Sources/App/B.store.yaml:5:3: error: module 'a' embeds store 'A', which embeds 'B' again (B → A \
                → B); a store's state cannot contain itself, so remove one of these modules

                """)
    }

    /// A folder's target is named after the folder, so `import: FeatureKit`
    /// finds the schemas of `Sources/FeatureKit`.
    @Test func anImportFindsTheFolderOfThatName() async throws {
        let folder = try SchemaFolder()
        try folder.write(
            "Sources/App/App.store.yaml",
            """
            store: App
            access: public
            actions:
              go:
            modules:
              feature: {store: Feature, import: FeatureKit}
            """)
        try folder.write("Sources/FeatureKit/Feature.store.yaml", "store: Feature\nactions:\n  go:\n")

        let outcome = try await folder.runner.run(["Sources"])

        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                Sources/App/App.store.yaml:6:3: error: module 'feature' embeds store 'Feature' from target \
                'FeatureKit', where it is internal; add 'access: public' to Feature.store.yaml so this target \
                can use its types
                Sources/FeatureKit/Feature.store.yaml:1:8: note: store 'Feature' is defined here

                """)
    }

    /// The build plugin generates each schema alone and checks the target
    /// apart: `generate` cannot know the target's other schemas, so a store
    /// it does not see is `check-target`'s to report, even for a target of one schema.
    @Test func aMissingStoreIsCheckTargetsToReport() async throws {
        let folder = try SchemaFolder()
        try folder.write("Parent.store.yaml", Self.parent)

        let generated = try await StoreGenCLI.run(["generate", "Parent.store.yaml", "--output", "out"], in: folder.url)
        let checked = try await StoreGenCLI.run(
            ["check-target", "Parent.store.yaml", "--target", "App", "--output", "out/_StoreGenTargetCheck.swift"],
            in: folder.url)

        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(checked.status == 1)
        #expect(
            checked.stderr == """
                Parent.store.yaml:5:3: error: module 'child' embeds store 'Child', but no schema of this target \
                defines it; add 'import:' naming the target whose schema defines it, or add that schema to this \
                target

                """)
    }

    /// A child's schema with an error is reported once, in that schema:
    /// its parent does not also say that no schema defines the child, in
    /// `validate` or in `check-target` (which the build plugin runs beside
    /// `generate`, which reports the child's own error).
    @Test func anErrorInAChildsSchemaIsReportedOnceInThatSchema() async throws {
        let folder = try SchemaFolder()
        try folder.write("Parent.store.yaml", Self.parent)
        try folder.write("Child.store.yaml", Self.child.replacingOccurrences(of: "x: Int", with: "x: Intt"))

        let validated = try await folder.runner.run(["Parent.store.yaml", "Child.store.yaml"])
        let checked = try await StoreGenCLI.run(
            [
                "check-target", "Parent.store.yaml", "Child.store.yaml", "--target", "App",
                "--output", "out/_StoreGenTargetCheck.swift",
            ],
            in: folder.url)

        #expect(validated.status == 1)
        #expect(
            validated.stdout == """
                Child.store.yaml:3:6: error: unknown type 'Intt'; did you mean 'Int'?

                """)
        #expect(!checked.stderr.contains("no schema of this target defines it"), "\(checked.stderr)")
    }
}
