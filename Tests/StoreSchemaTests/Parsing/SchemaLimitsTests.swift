import Testing

@testable import StoreSchema

/// Hostile and oversized input ends with one short diagnostic, never a
/// hang, crash or unbounded memory. Work is bounded by counts (nodes, bytes
/// of text, comparisons for "did you mean"), which these tests check; speed
/// is measured outside tests (the issue notes quote `/usr/bin/time`).
@Suite struct SchemaLimitsTests {
    private static let nodeBudget =
        "the schema has more than 100000 YAML nodes once aliases are expanded, which is the limit"
    private static let textBudget =
        """
        the schema holds more than 10485760 bytes of text once aliases are expanded (10 MB, as much as \
        a file may), which is the limit
        """
    private static let nesting = "lists and mappings are nested more than 64 levels deep, which is the limit"

    /// Nine levels of nine aliases: about 4·10^8 nodes once expanded.
    private static func aliasBomb(asKey: Bool) -> String {
        var lines = ["store: Shop", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
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
        #expect(
            diagnostics(of: "store: Shop\nname: &n count\n? [*n]\n: 3\n") == [
                .error(3, 4, "YAML aliases cannot be used in mapping keys")
            ])
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
        #expect(
            definition.state.map(\.defaultValue) == [
                .array([.string("a"), .string("b")]), .array([.string("a"), .string("b")]),
            ])
    }

    @Test func tenThousandLevelsOfNestingEndWithOneShortDiagnostic() {
        let yaml =
            "store: Shop\ndoc: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let found = diagnostics(of: yaml)
        #expect(found.count == 1)
        #expect(found.first?.message == Self.nesting)
        #expect((found.first?.message.count ?? .max) <= SchemaLimits.maxMessageLength)
    }

    @Test func tenThousandLevelsOfMappingsEndWithOneShortDiagnostic() {
        let yaml =
            "store: Shop\ndoc: " + String(repeating: "{a: ", count: 10_000) + "1"
            + String(repeating: "}", count: 10_000) + "\n"
        let found = diagnostics(of: yaml)
        #expect(found.count == 1)
        #expect(found.first?.message == Self.nesting)
    }

    @Test func fiveMegabyteLineWithASyntaxErrorGivesAShortDiagnostic() {
        let yaml = "store: Shop\ndoc: \"" + String(repeating: "abcdefgh, ", count: 500_000) + "\n"
        #expect(yaml.utf8.count > 5_000_000)
        let found = diagnostics(of: yaml)
        #expect(
            found == [
                .error(
                    3, 1,
                    "invalid YAML: found unexpected end of stream (while scanning a quoted scalar at line 2, column 6)")
            ])
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
        #expect(
            diagnostics(of: yaml) == [
                .error(1, 1, "the file is \(yaml.utf8.count) bytes, more than the limit of 10485760 bytes (10 MB)")
            ])
    }

    /// A 1 MB string repeated through 300 aliases: few nodes, 300 MB of text
    /// that generated code would repeat. Rejected at the alias that passes
    /// 10 MB (`s9`'s, the tenth copy), before anything is built.
    @Test func aliasesOfALongStringStopAtTheTextLimit() {
        let big = String(repeating: "x", count: 1 << 20)
        var lines = ["store: Shop", "state:", "  s0: {type: String, default: &big \"\(big)\"}"]
        lines += (1..<300).map { "  s\($0): {type: String, default: *big}" }
        lines += ["actions:", "  tick:"]
        #expect(diagnostics(of: lines.joined(separator: "\n") + "\n") == [.error(12, 31, Self.textBudget)])
    }

    @Test func aliasesWithinTheTextLimitAreAccepted() throws {
        let big = String(repeating: "x", count: 1 << 20)
        var lines = ["store: Shop", "state:", "  s0: {type: String, default: &big \"\(big)\"}"]
        lines += (1..<9).map { "  s\($0): {type: String, default: *big}" }
        lines += ["actions:", "  tick:"]
        let definition = try #require(
            SchemaLoader.load(text: lines.joined(separator: "\n"), file: "Shop.store.yaml").definition)
        #expect(definition.state.count == 9)
    }

    /// 6,000 misspelt `select` entries among 999 fields: every one is
    /// reported, the first ones with a suggestion, and the comparisons
    /// spent stop at the budget (it was 6,000 × 999, about six million).
    @Test func sixThousandMisspellingsSpendABoundedNumberOfComparisons() throws {
        let fields = (0..<999).map { "field_name_\($0)" }
        var lines = ["store: Shop", "state:"] + fields.map { "  \($0): {type: Int, default: 0}" }
        lines += ["actions:", "  tick:", "subscriptions:"]
        lines += (0..<6_000).map { "  s\($0): {select: [feild_name_\($0 % 999)\($0 < 999 ? "" : "_\($0 / 999)")]}" }
        let budget = Suggestion.Budget()
        let result = Suggestion.$budget.withValue(budget) {
            SchemaLoader.load(text: lines.joined(separator: "\n"), file: "Shop.store.yaml")
        }
        #expect(result.diagnostics.count == 6_000)
        #expect(
            result.diagnostics.filter { $0.message.contains("did you mean") }.count == Suggestion.Budget.maxComparisons
                / 999)
        #expect(budget.comparisons <= Suggestion.Budget.maxComparisons)
        #expect(
            result.diagnostics.first?.message
                == """
                subscription 's0' selects 'feild_name_0', which is not a state field, module or derived \
                value; did you mean 'field_name_0'?
                """)
    }

    @Test func typeExpressionsAreBounded() {
        #expect(SchemaLimits.maxTypeExpressionLength == 1_000)
        #expect(SchemaLimits.maxTypeExpressionDepth == 32)
        #expect(SchemaLimits.maxDepth == 64)
        #expect(SchemaLimits.maxNodes == 100_000)
        #expect(SchemaLimits.maxExpandedBytes == 10_485_760)
        #expect(Suggestion.Budget.maxComparisons == 200_000)
        #expect(Suggestion.maxCandidates == 1_000)
    }
}
