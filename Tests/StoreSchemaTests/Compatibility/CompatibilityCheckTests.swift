import StoreSchema
import Testing

/// Every row of `CompatibilityCase.all`: the older and newer schema load
/// without errors, and the check says exactly the expected diagnostics.
@Suite struct CompatibilityCheckTests {
    @Test func theTableCoversAtLeastTwentyChanges() {
        #expect(CompatibilityCase.all.count >= 20)
    }

    @Test(arguments: CompatibilityCase.all)
    func reportsTheChange(_ change: CompatibilityCase) throws {
        let old = try #require(Self.load(change.old, file: "Old.store.yaml"), "\(change): the older schema is invalid")
        let new = try #require(Self.load(change.new, file: "Shop.store.yaml"), "\(change): the newer schema is invalid")
        let diagnostics = CompatibilityCheck.diagnostics(old: old, new: new)
        let rendered = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.count == change.expected.count, "\(change):\n\(rendered)")
        for (expected, diagnostic) in zip(change.expected, diagnostics) {
            #expect(expected.matches(diagnostic), "\(change): expected \(expected), got \(diagnostic)")
            #expect(
                diagnostic.location?.file == "Shop.store.yaml", "\(change): \(diagnostic) is not in the newer schema")
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        switch change.verdict {
        case .silent: #expect(diagnostics.isEmpty, "\(change):\n\(rendered)")
        case .compatible: #expect(!hasErrors && !diagnostics.isEmpty, "\(change):\n\(rendered)")
        case .incompatible: #expect(hasErrors, "\(change):\n\(rendered)")
        }
    }

    /// Every breaking change of a field, case or default is an error only
    /// until the newer schema raises `version` and lists the older one in
    /// `migrations:`: then each of the row's errors is a warning at the same
    /// place (one line further down, below the added key) saying the
    /// migration handles it, and nothing else changes.
    @Test(
        arguments: (CompatibilityCase.state + CompatibilityCase.structs + CompatibilityCase.enums).filter {
            $0.verdict == .incompatible && $0.old.hasPrefix("store: Shop\nversion: 1\n")
        })
    func aListedMigrationTurnsTheErrorsIntoWarnings(_ change: CompatibilityCase) throws {
        let migrated = change.new.replacingOccurrences(of: "version: 1\n", with: "version: 2\nmigrations: [1]\n")
        let old = try #require(Self.load(change.old, file: "Old.store.yaml"), "\(change): the older schema is invalid")
        let new = try #require(
            Self.load(migrated, file: "Shop.store.yaml"), "\(change): the migrated schema is invalid")
        let diagnostics = CompatibilityCheck.diagnostics(old: old, new: new)
        let rendered = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.count == change.expected.count, "\(change):\n\(rendered)")
        for (expected, diagnostic) in zip(change.expected, diagnostics) {
            let line = expected.line > 2 ? expected.line + 1 : expected.line
            #expect(
                diagnostic.location?.line == line && diagnostic.location?.column == expected.column,
                "\(change): \(diagnostic)")
            if expected.severity == .error {
                #expect(
                    diagnostic.severity == .warning
                        && diagnostic.message.hasSuffix("(the migration from version 1 handles it)"),
                    "\(change): \(diagnostic)")
            } else {
                #expect(diagnostic.severity == expected.severity, "\(change): \(diagnostic)")
            }
        }
    }

    /// A type used in several persisted places is reported once, and a
    /// recursive type does not send the comparison round in circles.
    @Test func eachTypeIsComparedOnceAndRecursionEnds() throws {
        let old = """
            store: Shop
            persist: true
            types:
              Node:
                fields:
                  name: String
                  children: {type: "[Node]", default: []}
            state:
              root: {type: Node?}
              spare: {type: Node?}
            """
        let new = old.replacingOccurrences(of: "      name: String\n", with: "")
        let diagnostics = CompatibilityCheck.diagnostics(
            old: try #require(Self.load(old, file: "Old.store.yaml")),
            new: try #require(Self.load(new, file: "Shop.store.yaml")))
        #expect(
            diagnostics.map(\.description) == [
                """
                Shop.store.yaml:4:3: error: field 'name' of 'Node' (Old.store.yaml:6:7) was removed: its \
                saved values would be lost; raise 'version' and migrate from version 1
                """
            ])
    }

    private static func load(_ text: String, file: String) -> StoreDefinition? {
        let result = SchemaLoader.load(text: text, file: file)
        return result.hasErrors ? nil : result.definition
    }
}
