import StoreSchema
import Testing

/// A case of `oneOf:` or `stack:` that holds a value (`{type: Meeting}`)
/// reaches the model with its resolved type and no store, so code generation
/// gives it a state case and no action case.
@Suite struct ValueCaseSchemaTests {
    private let schema = """
        store: Meetings
        types:
          Meeting: {fields: {title: String}}
        actions:
          open:
        modules:
          path:
            stack: {detail: Detail, past: {type: Meeting}, notes: {type: "[String]"}}
        """

    @Test func aValueCaseHasItsTypeAndNoStore() throws {
        let result = SchemaLoader.load(text: schema, file: "Meetings.store.yaml")
        #expect(result.diagnostics.filter { $0.severity == .error } == [])
        let module = try #require(result.definition?.modules.first)
        #expect(module.cases.map(\.name) == ["detail", "past", "notes"])
        #expect(module.cases.map(\.value) == [nil, .named("Meeting"), .array(.named("String"))])
        #expect(module.cases.map(\.store) == ["Detail", "", ""])
        #expect(module.stores == ["Detail"])
        #expect(module.summary == "stack of detail: Detail, past: Meeting, notes: [String]")
    }

    /// The type a value case holds counts as used: no "never used" warning.
    @Test func aTypeOnlyAValueCaseHoldsIsUsed() {
        let result = SchemaLoader.load(text: schema, file: "Meetings.store.yaml")
        #expect(result.diagnostics == [])
    }
}
