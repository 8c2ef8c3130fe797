import StoreCodegen
import StoreSchema
import Testing

/// The generated code of each schema, byte for byte: one golden file per
/// generated file, in a folder per store.
@Suite struct GoldenTests {
    static func expect(_ files: [GeneratedFile], match folder: String) throws {
        for file in files {
            try GoldenFile.expect(file.text, matches: "\(folder)/\(file.name).golden")
        }
    }

    /// The repository's reference schemas, through the real loader.
    @Test(arguments: ReferenceSchemaFile.allCases)
    func referenceSchemaMatchesGolden(schema: ReferenceSchemaFile) throws {
        let definition = try schema.load()
        try Self.expect(CodeGenerator().generateStore(definition), match: "Schemas/\(schema)")
        try GoldenFile.expect(
            CodeGenerator().generateReducerScaffold(definition), matches: "Schemas/\(schema)Reducer.swift.golden")
    }

    /// Models built in code (an imported module, hostile names and strings).
    @Test(arguments: ReferenceSchema.allCases)
    func modelMatchesGolden(schema: ReferenceSchema) throws {
        try Self.expect(CodeGenerator().generateStore(schema.definition), match: "Models/\(schema)")
        try GoldenFile.expect(
            CodeGenerator().generateReducerScaffold(schema.definition), matches: "Models/\(schema)Reducer.swift.golden")
    }

    @Test func generationIsDeterministic() throws {
        let first = try ReferenceSchemaFile.everything.load()
        let second = try ReferenceSchemaFile.everything.load()
        #expect(CodeGenerator().generateStore(first) == CodeGenerator().generateStore(second))
    }
}
