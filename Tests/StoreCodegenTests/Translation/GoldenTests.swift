import StoreCodegen
import StoreSchema
import Testing

/// The generated code of each reference schema, byte for byte.
@Suite struct GoldenTests {
    @Test(arguments: ReferenceSchema.allCases)
    func generatedStoreMatchesGolden(schema: ReferenceSchema) throws {
        try GoldenFile.expect(CodeGenerator().generateStore(schema.definition), matches: "\(schema).swift.golden")
    }

    @Test(arguments: ReferenceSchema.allCases)
    func scaffoldMatchesGolden(schema: ReferenceSchema) throws {
        try GoldenFile.expect(
            CodeGenerator().generateReducerScaffold(schema.definition), matches: "\(schema)Reducer.swift.golden")
    }
}
