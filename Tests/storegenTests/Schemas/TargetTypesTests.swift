import Foundation
import Testing

/// A type declared once in a target and named by its other schemas, without
/// `external:`: `validate` and `check-target` see the whole target, and
/// `generate` and `stubs` read the others with `--target-schema`.
@Suite struct TargetTypesTests {
    static let standups = """
        store: Standups
        imports: [Foundation]
        types:
          Standup: {fields: {id: UUID, title: String, meetings: "[Meeting]"}}
          Unused: {enum: [one]}
        state:
          standups: {type: "[Standup]", default: []}
        actions:
          add: {standup: Standup}
        """
    static let detail = """
        store: Detail
        imports: [Foundation]
        types:
          Meeting: {fields: {id: UUID, notes: String}}
        state:
          standup: Standup
          seen: {type: "Set<Meeting>", default: []}
        actions:
          record: {meeting: Meeting}
        """

    @Test func validateAcceptsATypeNamedByAnotherSchemaOfTheTarget() async throws {
        let folder = try SchemaFolder()
        try folder.write("App/Standups.store.yaml", Self.standups)
        try folder.write("App/Detail.store.yaml", Self.detail)
        let outcome = try await folder.runner.run(["App"])
        // `Meeting` is used by `Standups` only: not "never used" in `Detail`.
        #expect(
            outcome.stdout == """
                App/Standups.store.yaml:5:3: warning: type 'Unused' is never used by the state or any action

                """)
        #expect(outcome.status == 0)
    }

    @Test func generateNamesTheTypesOfTheSchemasItIsGiven() async throws {
        let folder = try SchemaFolder()
        try folder.write("Standups.store.yaml", Self.standups)
        try folder.write("Detail.store.yaml", Self.detail)
        let code = try await Self.generated("Detail.store.yaml", targetSchema: "Standups.store.yaml", in: folder)
        #expect(code.contains("var standup: Standup"))
        #expect(!code.contains("struct Standup"))
        // `Meeting` is Hashable in `Standups`' eyes too: its own schema makes it so.
        let stubs = try await StoreGenCLI.run(
            ["stubs", "Standups.store.yaml", "--target-schema", "Detail.store.yaml"], in: folder.url)
        #expect(stubs.status == 0, "\(stubs.stderr)")
        #expect(stubs.stdout.contains("func add(standup: Standup)"))
    }

    @Test func aSchemaAloneDoesNotKnowTheOthersTypes() async throws {
        let folder = try SchemaFolder()
        try folder.write("Detail.store.yaml", Self.detail)
        let outcome = try await StoreGenCLI.run(["generate", "Detail.store.yaml", "--output", "out"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                Detail.store.yaml:6:12: error: unknown type 'Standup'; declare it under 'types' or 'external'

                """)
    }

    /// Given alone, a schema beside the one that declares its type is told
    /// to check them together, not to declare the type a second time.
    @Test func aSchemaGivenAloneIsToldWhichSchemaBesideItDeclaresTheType() async throws {
        let folder = try SchemaFolder()
        try folder.write("App/Standups.store.yaml", Self.standups)
        try folder.write("App/Detail.store.yaml", Self.detail)
        let outcome = try await StoreGenCLI.run(["stubs", "App/Detail.store.yaml"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                App/Detail.store.yaml:6:12: error: unknown type 'Standup'; declare it under 'types' or 'external'
                App/Detail.store.yaml:6:12: note: 'Standup' is declared by App/Standups.store.yaml, a schema of \
                this target: check the target's schemas together ('storegen validate App'), or give \
                '--target-schema App/Standups.store.yaml'; declaring it here too would declare it twice

                """)
        #expect(outcome.stdout == "")
    }

    /// A misspelt type is suggested from the target's other schemas' types too.
    @Test func aMisspeltTypeOfAnotherSchemaIsSuggested() async throws {
        let folder = try SchemaFolder()
        try folder.write("App/Standups.store.yaml", Self.standups)
        try folder.write(
            "App/Detail.store.yaml", Self.detail.replacingOccurrences(of: "standup: Standup", with: "standup: Standups")
        )
        let outcome = try await folder.runner.run(["App"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout.contains(
                "App/Detail.store.yaml:6:12: error: unknown type 'Standups'; did you mean 'Standup'?"))
    }

    /// An `external:` type is the target's too: declared once (with
    /// `hashable: true`), the other schemas name it, in a `Set` as well.
    @Test func anExternalTypeIsDeclaredOnceInATarget() async throws {
        let folder = try SchemaFolder()
        try folder.write(
            "App/Rows.store.yaml",
            """
            store: Rows
            imports: [Foundation]
            external:
              IndexSet: {hashable: true}
            actions:
              remove: {at: IndexSet}
            """)
        try folder.write(
            "App/Editor.store.yaml",
            """
            store: Editor
            imports: [Foundation]
            state:
              picked: {type: "Set<IndexSet>", default: []}
            actions:
              delete: {at: IndexSet}
            """)
        let outcome = try await folder.runner.run(["App"])
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout == "")
        let code = try await Self.generated("App/Editor.store.yaml", targetSchema: "App/Rows.store.yaml", in: folder)
        #expect(code.contains("var picked: Set<IndexSet>"))
    }

    /// The code `storegen generate` writes for `schema`, given the other
    /// schema of its target as the build plugin gives it.
    static func generated(_ schema: String, targetSchema: String, in folder: SchemaFolder) async throws -> String {
        let result = try await StoreGenCLI.run(
            ["generate", schema, "--output", "out", "--files", "one", "--target-schema", targetSchema],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let name = (schema as NSString).lastPathComponent.replacingOccurrences(of: ".store.yaml", with: "")
        return try String(
            contentsOf: folder.url.appendingPathComponent("out/\(name).generated.swift"), encoding: .utf8)
    }
}
