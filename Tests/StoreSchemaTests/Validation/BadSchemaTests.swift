import StoreSchema
import Testing

@Suite struct BadSchemaTests {
    @Test(arguments: BadSchemas.all)
    func reportsExactlyTheExpectedDiagnostics(_ schema: BadSchema) {
        let result = SchemaLoader.load(text: schema.yaml, file: "Shop.store.yaml")
        #expect(result.diagnostics.map(ExpectedDiagnostic.init) == schema.expected)
        #expect(result.diagnostics.allSatisfy { $0.location?.file == "Shop.store.yaml" })
        let hasErrors = schema.expected.contains { $0.severity == .error }
        #expect((result.definition == nil) == hasErrors)
    }

    @Test func tableCoversAtLeastSixtyRules() {
        let invalid = BadSchemas.all.filter { $0.expected.contains { $0.severity == .error } }
        #expect(invalid.count >= 60)
        #expect(Set(BadSchemas.all.map(\.name)).count == BadSchemas.all.count)
    }
}
