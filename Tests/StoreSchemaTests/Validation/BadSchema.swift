/// One invalid schema and exactly the diagnostics it must produce.
struct BadSchema: Sendable, CustomStringConvertible {
    var name: String
    var yaml: String
    var expected: [ExpectedDiagnostic]

    init(_ name: String, _ yaml: String, _ expected: ExpectedDiagnostic...) {
        self.name = name
        self.yaml = yaml
        self.expected = expected
    }

    var description: String { name }
}

extension ExpectedDiagnostic: @unchecked Sendable {}

/// Every bad schema the table test runs, one per rule and per YAML mistake.
enum BadSchemas {
    static var all: [BadSchema] {
        yamlShape + topLevel + stateFields + typeExpressions + typeDefinitions + defaults
            + hashability + actions + dependencies + modules + valueCases + alerts + sharedValues + derived
            + subscriptions + persistence + warnings + unicodeNames + results + rowKeys
    }
}
