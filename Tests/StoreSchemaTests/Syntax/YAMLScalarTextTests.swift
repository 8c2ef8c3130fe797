import StoreSchema
import Testing

/// Text written through `YAMLScalarText` reads back as the same text: what
/// `storegen init` relies on to write a store named `true`.
@Suite struct YAMLScalarTextTests {
    @Test(arguments: [
        ("Shop", "Shop"), ("true", "\"true\""), ("False", "\"False\""), ("NULL", "\"NULL\""), ("null", "\"null\""),
        ("~", "\"~\""), ("", "\"\""), ("0x1F", "\"0x1F\""), ("12", "\"12\""), ("café", "café"),
        ("a b", "\"a b\""), ("say \"hi\"", "\"say \\\"hi\\\"\""), ("back\\slash", "\"back\\\\slash\""),
        ("tab\there", "\"tab\\x09here\""), ("line\nbreak", "\"line\\x0Abreak\""),
    ])
    func readsBackAsTheSameText(_ text: String, _ written: String) throws {
        #expect(YAMLScalarText.scalar(text) == written)
        let schema = "store: Shop\ndoc: \(YAMLScalarText.scalar(text))\nactions:\n  tick:\n"
        let definition = try #require(SchemaLoader.load(text: schema, file: "Shop.store.yaml").definition)
        #expect(definition.doc == text)
    }
}
