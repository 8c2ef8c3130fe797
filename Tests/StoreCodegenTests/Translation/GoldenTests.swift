import StoreCodegen
import StoreSchema
import Testing

/// The generated code of each schema, byte for byte.
@Suite struct GoldenTests {
    /// The repository's reference schemas, through the real loader.
    @Test(arguments: ReferenceSchemaFile.allCases)
    func referenceSchemaMatchesGolden(schema: ReferenceSchemaFile) throws {
        let definition = try schema.load()
        try GoldenFile.expect(CodeGenerator().generateStore(definition), matches: "Schemas/\(schema).swift.golden")
        try GoldenFile.expect(
            CodeGenerator().generateReducerScaffold(definition), matches: "Schemas/\(schema)Reducer.swift.golden")
    }

    /// Models built in code (an imported module, hostile names and strings).
    @Test(arguments: ReferenceSchema.allCases)
    func modelMatchesGolden(schema: ReferenceSchema) throws {
        try GoldenFile.expect(CodeGenerator().generateStore(schema.definition), matches: "Models/\(schema).swift.golden")
        try GoldenFile.expect(
            CodeGenerator().generateReducerScaffold(schema.definition), matches: "Models/\(schema)Reducer.swift.golden")
    }

    @Test func generationIsDeterministic() throws {
        let first = try ReferenceSchemaFile.everything.load()
        let second = try ReferenceSchemaFile.everything.load()
        #expect(CodeGenerator().generateStore(first) == CodeGenerator().generateStore(second))
    }
}
