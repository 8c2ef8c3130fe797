import StoreSchema
import Testing

/// Swift keywords are legal names everywhere a member is named; generated
/// code escapes them with backticks.
@Suite struct KeywordNameTests {
    static let keywords = ["default", "class", "where", "switch", "return", "in", "func", "let", "var", "init", "Self"]

    @Test(arguments: keywords)
    func keywordIsAcceptedAsEveryKindOfName(_ keyword: String) throws {
        let yaml = """
            store: Shop
            types:
              Mode:
                enum: [\(keyword), other]
              Box:
                fields: {\(keyword): Int}
            state:
              \(keyword): {type: Mode, default: \(keyword)}
              box: {type: Box, default: {\(keyword): 1}}
            actions:
              go: {\(keyword): Int}
            subscriptions:
              \(keyword): {select: [\(keyword)]}
            """
        let result = SchemaLoader.load(text: yaml, file: "Shop.store.yaml")
        #expect(result.diagnostics == [])
        let definition = try #require(result.definition)
        #expect(definition.state.map(\.name) == [keyword, "box"])
        #expect(definition.state.first?.defaultValue == .enumCase(keyword, payload: []))
        #expect(definition.actions.first?.params.map(\.name) == [keyword])
        #expect(definition.subscriptions.map(\.name) == [keyword])
        #expect(definition.state.last?.defaultValue == .structure([FieldValue(name: keyword, value: .integer("1"))]))
    }

    /// `Self` is the one keyword an action cannot take: the reducer calls
    /// each handler by name, and `Self(...)` there means the state type.
    @Test(arguments: keywords.filter { $0 != "Self" })
    func keywordIsAcceptedAsAnActionName(_ keyword: String) throws {
        let result = SchemaLoader.load(
            text: "store: Shop\nactions:\n  \(keyword): {amount: Int}\n", file: "Shop.store.yaml")
        #expect(result.diagnostics == [])
        #expect(result.definition?.actions.map(\.name) == [keyword])
    }

    @Test(arguments: [
        (
            "2fast",
            """
            '2fast' is not a Swift identifier: it starts with U+0032 DIGIT TWO (a digit), which Swift \
            accepts only after the first character
            """
        ),
        (
            "my-field",
            """
            'my-field' is not a Swift identifier: it contains U+002D HYPHEN-MINUS (punctuation), which \
            Swift does not accept in names
            """
        ),
        ("\"\"", "cannot be empty or blank"),
        ("\" \"", "cannot be empty or blank"),
        (
            "\"a b\"",
            "'a b' is not a Swift identifier: it contains U+0020 SPACE (a space), which Swift does not accept in names"
        ),
        ("_", "'_' is not a Swift identifier: Swift reads '_' alone as a placeholder, never as a name"),
        (
            "xⸯ",
            """
            'xⸯ' is not a Swift identifier: it contains U+2E2F VERTICAL TILDE (a modifier letter), which \
            Swift does not accept in names
            """
        ),
        (
            "ͅx",
            """
            'ͅx' is not a Swift identifier: it starts with U+0345 COMBINING GREEK YPOGEGRAMMENI (a \
            combining mark), which Swift accepts only after the first character
            """
        ),
    ])
    func nonIdentifierIsRejectedAsAnActionName(_ name: String, _ problem: String) {
        let found = diagnostics(of: "store: Shop\nactions:\n  \(name): {amount: Int}\n")
        let separator = problem.hasPrefix("'") ? " " : " "
        #expect(found == [.error(3, 3, "action name\(separator)\(problem)")])
    }
}
