import StoreCodegen
import StoreSchema
import Testing

/// One schema's code is a fixed set of files (the build plugin declares them
/// without reading the schema), and an edit to the schema changes only the
/// files holding what it touches or what comes after it in the YAML (whose
/// `#sourceLocation` lines move), so the others keep their modification time
/// and the build does not recompile them.
@Suite struct GeneratedFilesTests {
    static func files(_ yaml: String) throws -> [GeneratedFile] {
        let result = SchemaLoader.load(text: yaml, file: "Sources/App/Shape.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        return CodeGenerator().generateStore(definition)
    }

    /// The names `files` differ in, in order.
    static func changedNames(_ before: [GeneratedFile], _ after: [GeneratedFile]) -> [String] {
        zip(before, after).filter { $0.text != $1.text }.map { before, _ in before.name }
    }

    @Test func everySchemaGeneratesTheSameNamedFiles() throws {
        let names = NamingPolicy.generatedFileNames(ofSchemaAt: "Sources/App/Shape.store.yaml")
        #expect(names == [
            "Shape.State.generated.swift", "Shape.Actions.generated.swift", "Shape.Subscriptions1.generated.swift",
            "Shape.Subscriptions2.generated.swift", "Shape.Subscriptions3.generated.swift", "Shape.Subscriptions4.generated.swift",
        ])
        #expect(try Self.files(GeneratedShapeTests.schema(size: 40)).map(\.name) == names)
        // Nothing to subscribe to: the subscription files are still there, holding a comment.
        let frozen = try Self.files("store: Shape\nstate:\n  value: {type: Int, default: 1}\n")
        #expect(frozen.map(\.name) == names)
        for file in frozen.dropFirst(2) {
            #expect(!file.text.contains("import "))
            #expect(file.text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") })
        }
    }

    @Test func subscriptionsAreSpreadOverEveryPart() throws {
        let files = try Self.files(GeneratedShapeTests.schema(size: 40))
        for file in files.dropFirst(2) {
            #expect(file.text.contains("public struct ShapeView") || file.text.contains("public enum ShapeView"), "\(file.name)")
        }
    }

    /// The text without `#sourceLocation` lines: what is left when only the
    /// schema lines the code maps to have moved.
    static func withoutLineMapping(_ file: GeneratedFile) -> String {
        file.text.split(separator: "\n").filter { !$0.contains("#sourceLocation") }.joined(separator: "\n")
    }

    @Test func anAddedActionChangesTheActionsFileAndLeavesTheStateFileAlone() throws {
        let schema = GeneratedShapeTests.schema(size: 40)
        let added = schema.replacingOccurrences(of: "\nsubscriptions:\n", with: "  actionAdded: {amount: Int}\n\nsubscriptions:\n")
        let before = try Self.files(schema), after = try Self.files(added)
        #expect(Self.changedNames(before, after).first == "Shape.Actions.generated.swift")
        #expect(!Self.changedNames(before, after).contains("Shape.State.generated.swift"))
        // The subscriptions below the new line in the YAML change only in the
        // schema lines their `#sourceLocation`s name.
        for (old, new) in zip(before, after).dropFirst(2) {
            #expect(Self.withoutLineMapping(old) == Self.withoutLineMapping(new), "\(old.name)")
        }
    }

    @Test func anAddedSubscriptionChangesOnlyTheFileOfItsPart() throws {
        let schema = GeneratedShapeTests.schema(size: 40)
        for name in ["added", "another", "third", "fourth"] {
            let added = schema + "  \(name): {select: [field3]}\n"
            let changed = Self.changedNames(try Self.files(schema), try Self.files(added))
            #expect(changed.count == 1, "\(changed)")
            #expect(changed.allSatisfy { $0.hasPrefix("Shape.Subscriptions") }, "\(changed)")
        }
    }
}
