import StoreCodegen
import StoreSchema
import Testing

/// Generated code really compiles: Swift 6 mode, strict concurrency, zero
/// warnings, against the StoreRuntime built alongside these tests.
@Suite(.serialized) struct CompileTests {
    let generator = CodeGenerator()

    @Test(arguments: [ReferenceSchema.counter, .timeTracker, .reports, .adversarial])
    func generatedStoreAndScaffoldCompile(schema: ReferenceSchema) async throws {
        try await SwiftCompiler().typecheck(
            generator.generateStore(schema.definition).sources(with: [
                "\(schema)Reducer.swift": generator.generateReducerScaffold(schema.definition)
            ]))
    }

    /// The repository's reference schemas through the real loader, each with
    /// the stores it embeds and the app's external types, plus scaffolds; in
    /// one file each, as the build plugin lays out a schema of at most 32 KB
    /// (the other tests here compile the six parts).
    @Test(arguments: [
        [ReferenceSchemaFile.counter],
        [ReferenceSchemaFile.timeTracker, .reports],
        [ReferenceSchemaFile.everything, .reports],
        [ReferenceSchemaFile.shelf, .shelfItem, .itemForm],
        [ReferenceSchemaFile.catalog, .productDetail],
        [ReferenceSchemaFile.ledger, .shelfItem],
    ])
    func referenceSchemasCompile(schemas: [ReferenceSchemaFile]) async throws {
        try await compile(schemas, layout: .oneFile)
    }

    /// The layout of a schema past 256 KB, where the types and the state's
    /// `Codable` are files of their own: schemas with derived values, child
    /// features, modules and persistence, whose coding reaches across them.
    @Test(arguments: [
        [ReferenceSchemaFile.everything, .reports],
        [ReferenceSchemaFile.catalog, .productDetail],
    ])
    func referenceSchemasCompileInTheLargeSchemaLayout(schemas: [ReferenceSchemaFile]) async throws {
        try await compile(schemas, layout: .largeParts)
    }

    private func compile(_ schemas: [ReferenceSchemaFile], layout: NamingPolicy.FileLayout) async throws {
        var files: [String: String] = [:]
        for schema in schemas {
            let definition = try schema.load()
            files.merge(generator.generateStore(definition, layout: layout).sources) { _, new in new }
            files["\(schema)Reducer.swift"] = generator.generateReducerScaffold(definition)
            files["\(schema)External.swift"] = ReferenceSchemaFile.externalDeclarations[schema]
        }
        try await SwiftCompiler().typecheck(files)
    }

    /// Every feature at once, with the embedded store in a module of its own
    /// (as a feature target would be) and the app's external types.
    @Test func everythingCompilesAgainstAnEmbeddedStoreModule() async throws {
        let compiler = try SwiftCompiler()
        let reports = EverythingDefinitions.reports
        let modules = try await compiler.emitModule(
            generator.generateStore(reports).sources(with: [
                "ReportsReducer.swift": generator.generateReducerScaffold(reports)
            ]), moduleName: "ReportsFeature")
        defer { compiler.remove(modules) }
        let everything = EverythingDefinitions.everything
        try await compiler.typecheck(
            generator.generateStore(everything).sources(with: [
                "EverythingReducer.swift": generator.generateReducerScaffold(everything),
                "External.swift": EverythingDefinitions.externalDeclarations,
            ]), extraArguments: ["-I", modules.path])
    }
}
