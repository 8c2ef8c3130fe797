import StoreCodegen
import StoreGenTestSupport
import StoreSchema
import Testing

/// `storegen check-compat` judges a schema change by the JSON generated code
/// writes and reads; this holds it to that code. Each change's older schema
/// saves a state that fills every persisted field, the newer schema's code
/// decodes it, and the program says whether it loaded: a state that fails
/// to load must be an error of the check, and a change the check passes
/// (warnings at most) must load. (A removed field loads, losing its value:
/// the check calls that an error too.)
@Suite struct SavedStateCompatibilityRunTests {
    struct Change: CustomStringConvertible {
        var name: String
        var edits: [(String, String)]
        /// What the newer code does with the older code's file.
        var loads: Bool

        var description: String { name }
    }

    static let base = ShopSchema.version1

    /// Every persisted field set, the optional `note` left `nil` (so it is not saved).
    static let sample = #"""
        ShopState(items: [Item(name: "a", price: 1, note: nil)], size: .large, status: \#
        .closed(reason: "r"), count: 1, label: "l")
        """#

    static let changes: [Change] = [
        Change(
            name: "state field added with a default",
            edits: [("  label:", "  extra: {type: Int, default: 0}\n  label:")], loads: true),
        Change(name: "state field added as an optional", edits: [("  label:", "  extra: Int?\n  label:")], loads: true),
        Change(name: "state field made optional", edits: [("  count: Int", "  count: Int?")], loads: true),
        Change(
            name: "default added to a required state field",
            edits: [("  count: Int", "  count: {type: Int, default: 0}")], loads: true),
        Change(
            name: "struct field added as an optional",
            edits: [("      note: String?", "      note: String?\n      sku: String?")], loads: true),
        Change(name: "enum case added", edits: [("enum: [small, large]", "enum: [small, medium, large]")], loads: true),
        Change(name: "array becomes a set", edits: [("\"[Item]\"", "\"Set<Item>\"")], loads: true),
        Change(
            name: "struct renamed with the same fields",
            edits: [("  Item:", "  Product:"), ("\"[Item]\"", "\"[Product]\"")], loads: true),
        Change(
            name: "state field removed (its value is lost)", edits: [("  label: {type: String, default: \"\"}\n", "")],
            loads: true),
        Change(
            name: "state field added without a default", edits: [("  label:", "  extra: Int\n  label:")], loads: false),
        Change(name: "state field retyped", edits: [("  count: Int", "  count: String")], loads: false),
        Change(
            name: "struct field made non-optional", edits: [("      note: String?", "      note: String")], loads: false
        ),
        Change(
            name: "struct field added with a default",
            edits: [("      note: String?", "      note: String?\n      sku: {type: String, default: \"\"}")],
            loads: false),
        Change(name: "enum case removed", edits: [("enum: [small, large]", "enum: [small]")], loads: false),
        Change(name: "enum case renamed", edits: [("enum: [small, large]", "enum: [small, big]")], loads: false),
        Change(
            name: "plain enum gains a case with values",
            edits: [("enum: [small, large]", "enum: {small: {}, large: {}, custom: {inches: Int}}")], loads: false),
        Change(
            name: "enum case value retyped", edits: [("closed: {reason: String}", "closed: {reason: Int}")],
            loads: false),
        Change(
            name: "enum case value added", edits: [("closed: {reason: String}", "closed: {reason: String, at: Int}")],
            loads: false),
        Change(
            name: "struct becomes an enum",
            edits: [
                (
                    "    fields:\n      name: String\n      price: Int\n      note: String?\n",
                    "    enum: [name, price]\n"
                )
            ], loads: false),
    ]

    /// Store `Shop` (and `ShopState`) and types `Item`, `Product`, `Size`,
    /// `Status` renamed apart (`Old3State`, `Old3Item`, `New3Item`), so every
    /// schema builds into one program.
    private static func renamed(_ text: String, _ prefix: String) -> String {
        var text = text.replacingOccurrences(of: "Shop", with: prefix)
        for type in ["Item", "Product", "Size", "Status"] {
            text = text.replacingOccurrences(of: type, with: "\(prefix)\(type)")
        }
        return text
    }

    @Test func theCheckAgreesWithWhatGeneratedCodeLoads() async throws {
        let generator = CodeGenerator()
        var files: [String: String] = [:]
        var main = "import Foundation\n"
        var verdicts: [String: Bool] = [:]
        for (index, change) in Self.changes.enumerated() {
            var new = Self.base
            for (text, replacement) in change.edits {
                try #require(new.contains(text), "\(change): the schema has no \(text)")
                new = new.replacingOccurrences(of: text, with: replacement)
            }
            let oldName = "Old\(index)"
            let newName = "New\(index)"
            let oldDefinition = try Self.load(Self.renamed(Self.base, oldName), file: "\(oldName).store.yaml")
            let newDefinition = try Self.load(Self.renamed(new, newName), file: "\(newName).store.yaml")
            // (The renamed store is a warning, never an error.)
            verdicts[change.name] = !CompatibilityCheck.diagnostics(old: oldDefinition, new: newDefinition)
                .contains { $0.severity == .error }
            for definition in [oldDefinition, newDefinition] {
                for file in generator.generateStore(definition) { files[file.name] = file.text }
                files["\(definition.name)Reducer.swift"] = generator.generateReducerScaffold(definition)
            }
            main += """
                do {
                    let saved = try JSONEncoder().encode(\(Self.renamed(Self.sample, oldName)))
                    _ = try JSONDecoder().decode(\(newName)State.self, from: saved)
                    print("\(change.name): loads")
                } catch {
                    print("\(change.name): fails")
                }

                """
        }
        files["main.swift"] = main
        let output = try await SwiftCompiler().run(files)
        let loaded = Dictionary(
            uniqueKeysWithValues: output.split(separator: "\n").compactMap { line -> (String, Bool)? in
                guard let colon = line.range(of: ": ", options: .backwards) else { return nil }
                return (String(line[..<colon.lowerBound]), line[colon.upperBound...] == "loads")
            })
        for change in Self.changes {
            #expect(
                loaded[change.name] == change.loads,
                "\(change): expected it to \(change.loads ? "load" : "fail"), output:\n\(output)")
            if loaded[change.name] == false {
                #expect(verdicts[change.name] == false, "\(change) fails to load, but check-compat finds no error")
            }
            if verdicts[change.name] == true {
                #expect(loaded[change.name] == true, "\(change) passes check-compat but does not load")
            }
        }
    }

    private static func load(_ text: String, file: String) throws -> StoreDefinition {
        let result = SchemaLoader.load(text: text, file: file)
        return try #require(
            result.hasErrors ? nil : result.definition, "\(file): \(result.diagnostics.map(\.description))")
    }
}
