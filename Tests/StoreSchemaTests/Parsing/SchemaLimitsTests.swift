import StoreSchema
import Testing

/// Hostile and oversized input ends with one short diagnostic, never a
/// hang, crash or unbounded memory. (Speed is measured in benchmarks, not here.)
@Suite struct SchemaLimitsTests {
    private static let nodeBudget = "the schema has more than 100000 YAML nodes once aliases are expanded, which is the limit"
    private static let nesting = "lists and mappings are nested more than 64 levels deep, which is the limit"

    /// Nine levels of nine aliases: about 4·10^8 nodes once expanded.
    private static func aliasBomb(asKey: Bool) -> String {
        var lines = ["store: Shop", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        if asKey { lines.append("? *a9\n: 1") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aliasBombIsRejectedByTheNodeBudget() {
        #expect(diagnostics(of: Self.aliasBomb(asKey: false)) == [.error(7, 10, Self.nodeBudget)])
    }

    @Test func aliasBombUsedAsAKeyIsRejected() {
        #expect(diagnostics(of: Self.aliasBomb(asKey: true)) == [.error(7, 10, Self.nodeBudget)])
    }

    @Test func smallAliasUsedAsAKeyIsRejected() {
        #expect(diagnostics(of: "store: Shop\nname: &n count\n? [*n]\n: 3\n") == [.error(3, 4, "YAML aliases cannot be used in mapping keys")])
    }

    @Test func manyPlainNodesHitTheSameBudget() {
        let yaml = "store: Shop\ndoc: [" + Array(repeating: "1", count: 100_000).joined(separator: ",") + "]\n"
        let found = diagnostics(of: yaml)
        #expect(found.count == 1)
        #expect(found.first?.message == Self.nodeBudget)
        #expect(found.first?.line == 2)
    }

    @Test func aliasesWithinTheBudgetAreExpanded() throws {
        let yaml = """
            store: Shop
            state:
              tags: {type: "[String]", default: &tags [a, b]}
              more: {type: "[String]", default: *tags}
            actions:
              tick:
            """
        let definition = try #require(SchemaLoader.load(text: yaml, file: "Shop.store.yaml").definition)
        #expect(definition.state.map(\.defaultValue) == [.array([.string("a"), .string("b")]), .array([.string("a"), .string("b")])])
    }

    @Test func tenThousandLevelsOfNestingEndWithOneShortDiagnostic() {
        let yaml = "store: Shop\ndoc: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let found = diagnostics(of: yaml)
        #expect(found.count == 1)
        #expect(found.first?.message == Self.nesting)
        #expect((found.first?.message.count ?? .max) <= SchemaLimits.maxMessageLength)
    }

    @Test func tenThousandLevelsOfMappingsEndWithOneShortDiagnostic() {
        let yaml = "store: Shop\ndoc: " + String(repeating: "{a: ", count: 10_000) + "1" + String(repeating: "}", count: 10_000) + "\n"
        let found = diagnostics(of: yaml)
        #expect(found.count == 1)
        #expect(found.first?.message == Self.nesting)
    }

    @Test func fiveMegabyteLineWithASyntaxErrorGivesAShortDiagnostic() {
        let yaml = "store: Shop\ndoc: \"" + String(repeating: "abcdefgh, ", count: 500_000) + "\n"
        #expect(yaml.utf8.count > 5_000_000)
        let found = diagnostics(of: yaml)
        #expect(found == [.error(3, 1, "invalid YAML: found unexpected end of stream (while scanning a quoted scalar at line 2, column 6)")])
    }

    @Test func fiveMegabyteFlowListGivesAShortDiagnostic() {
        let yaml = "store: Shop\ndoc: [" + String(repeating: "abcdefgh, ", count: 500_000) + "\n"
        let found = diagnostics(of: yaml)
        #expect(found.count == 1)
        #expect(found.first?.message == Self.nodeBudget)
        #expect((found.first?.message.count ?? .max) <= SchemaLimits.maxMessageLength)
    }

    @Test func fiveMegabyteValueIsShortenedInItsDiagnostic() {
        let value = String(repeating: "x", count: 5_000_000)
        let found = diagnostics(of: "store: Shop\nstate:\n  count: {type: Int, default: \(value)}\nactions:\n  tick:\n")
        let shortened = String(repeating: "x", count: 40) + "…"
        #expect(found == [.error(3, 31, "expected an integer for 'Int', found '\(shortened)'")])
    }

    @Test func fiveMegabyteKeyGivesAShortDiagnostic() {
        let name = String(repeating: "x", count: 5_000_000)
        let found = diagnostics(of: "store: Shop\nstate:\n  \(name): Int\nactions:\n  tick:\n")
        #expect(found == [.error(3, 1, "a key is longer than the 1024 characters YAML allows")])
    }

    @Test func fileOverTheSizeLimitIsRejectedBeforeParsing() {
        let yaml = "store: Shop\ndoc: \"" + String(repeating: "a", count: SchemaLimits.maxFileBytes) + "\"\n"
        #expect(diagnostics(of: yaml) == [.error(1, 1, "the file is \(yaml.utf8.count) bytes, more than the limit of 10485760 bytes (10 MB)")])
    }

    @Test func typeExpressionsAreBounded() {
        #expect(SchemaLimits.maxTypeExpressionLength == 1_000)
        #expect(SchemaLimits.maxTypeExpressionDepth == 32)
        #expect(SchemaLimits.maxDepth == 64)
        #expect(SchemaLimits.maxNodes == 100_000)
    }
}
