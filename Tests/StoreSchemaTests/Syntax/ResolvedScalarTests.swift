import Testing

@testable import StoreSchema

/// Plain scalars mean what YAML 1.2's core schema says (what editors and
/// JSON Schema tooling assume), not YAML 1.1's `yes`/`on` booleans.
@Suite struct ResolvedScalarTests {
    @Test(arguments: [
        ("", ResolvedScalar.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("true", .bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)),
        ("yes", .string("yes")), ("on", .string("on")), ("off", .string("off")),
        ("0", .integer("0")), ("-0", .integer("0")), ("+12", .integer("12")), ("007", .integer("7")),
        ("0x1F", .integer("31")), ("0o17", .integer("15")), ("0o8", .string("0o8")), ("0xG", .string("0xG")),
        ("18446744073709551616", .integer("18446744073709551616")), ("1_000", .string("1_000")),
        ("1.5", .float(1.5)), (".5", .float(0.5)), ("1e3", .float(1000)), ("-2.5E-1", .float(-0.25)),
        ("1e", .string("1e")), (".", .string(".")), ("1.2.3", .string("1.2.3")),
        (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)),
        ("abc", .string("abc")), ("2fast", .string("2fast")),
    ])
    func plainScalarResolves(_ text: String, _ expected: ResolvedScalar) {
        #expect(ResolvedScalar(plain: text) == expected)
    }

    @Test func nanIsAFloat() {
        guard case .float(let value) = ResolvedScalar(plain: ".nan") else {
            Issue.record(".nan did not resolve to a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test func quotedScalarsAreAlwaysStrings() {
        #expect(ScalarSyntax(text: "true", isPlain: false, contentOffset: 1).resolved == .string("true"))
        #expect(ScalarSyntax(text: "3", isPlain: false, contentOffset: 1).resolved == .string("3"))
        #expect(ScalarSyntax(text: "", isPlain: false, contentOffset: 1).resolved == .string(""))
    }
}
