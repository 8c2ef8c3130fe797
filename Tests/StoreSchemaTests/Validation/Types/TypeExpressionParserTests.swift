import Testing

@testable import StoreSchema

/// Type expressions parse with spaces anywhere between parts and report
/// errors at the exact column.
@Suite struct TypeExpressionParserTests {
    private let start = StoreSchema.SourceLocation(file: "Shop.store.yaml", line: 4, column: 10)

    private func parse(_ text: String) throws -> TypeReference {
        var parser = TypeExpressionParser(text, at: start)
        return HashabilityCheck.reference(try parser.parse())
    }

    private func failure(_ text: String) -> (message: String, column: Int)? {
        var parser = TypeExpressionParser(text, at: start)
        do {
            _ = try parser.parse()
            return nil
        } catch {
            return (error.message, error.location.column)
        }
    }

    @Test(arguments: [
        ("Int", TypeReference.named("Int")),
        ("Int?", .optional(.named("Int"))),
        ("[Int]", .array(.named("Int"))),
        ("[Int?]?", .optional(.array(.optional(.named("Int"))))),
        ("[String: [Int]]", .dictionary(key: .named("String"), value: .array(.named("Int")))),
        ("Set<UUID>", .set(.named("UUID"))),
        ("  [ String :Set< Int > ] ? ", .optional(.dictionary(key: .named("String"), value: .set(.named("Int"))))),
        ("[[[Bool]]]", .array(.array(.array(.named("Bool"))))),
        ("Ünïcode", .named("Ünïcode")),
    ])
    func parses(_ text: String, _ expected: TypeReference) throws {
        #expect(try parse(text) == expected)
    }

    @Test func reportsEachMistakeAtItsColumn() {
        #expect(failure("[Int")?.message == "expected ']' to close '[', found the end of '[Int'")
        #expect(failure("[Int")?.column == 14)
        #expect(failure("[Int: ]")?.message == "expected a type, found ']'")
        #expect(failure("[Int: ]")?.column == 16)
        #expect(failure("Set<Int]")?.message == "expected '>' to close 'Set<', found ']'")
        #expect(failure("Set<Int]")?.column == 17)
        #expect(
            failure("Dictionary<String, Int>")?.message
                == "generic type 'Dictionary<…>' is not supported; write [T], [K: V], Set<T>, Result<T, E> or T?")
        #expect(failure("Dictionary<String, Int>")?.column == 10)
        #expect(failure("Int ??")?.message == "double optionals such as 'Int??' are not supported")
        #expect(failure("Int ??")?.column == 15)
        #expect(failure("   ")?.message == "type cannot be empty")
        #expect(failure("Foo.Bar")?.message == "unexpected '.' after the type in 'Foo.Bar'")
        #expect(failure("Foo.Bar")?.column == 13)
    }
}
