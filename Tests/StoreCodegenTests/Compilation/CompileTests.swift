import StoreCodegen
import StoreSchema
import Testing

/// Generated code really compiles: Swift 6 mode, strict concurrency, zero
/// warnings, against the StoreRuntime built alongside these tests.
@Suite(.serialized) struct CompileTests {
    @Test(arguments: ReferenceSchema.allCases)
    func generatedStoreAndScaffoldCompile(schema: ReferenceSchema) throws {
        let generator = CodeGenerator()
        try SwiftCompiler().typecheck([
            "\(schema).swift": generator.generateStore(schema.definition),
            "\(schema)Reducer.swift": generator.generateReducerScaffold(schema.definition),
        ])
    }
}
