import StoreCodegen
import StoreSchema
import Testing

/// Errors the schema causes in generated code are reported at the schema's
/// line, through `#sourceLocation`.
@Suite struct SchemaLocationTests {
    @Test func missingExternalTypeIsReportedAtTheSchemaLine() async throws {
        let file = "/app/Sources/App/App.store.yaml"
        let definition = StoreDefinition(
            name: "App",
            externalTypes: [ExternalType(name: "Colour", location: SourceLocation(file: file, line: 3, column: 3))],
            state: [
                Field(
                    name: "count", type: .named("Int"), defaultValue: .integer("0"),
                    location: SourceLocation(file: file, line: 6, column: 3)),
                Field(
                    name: "tint", type: .named("Colour"), location: SourceLocation(file: file, line: 7, column: 3),
                    typeLocation: SourceLocation(file: file, line: 7, column: 9)),
            ],
            actions: [Action(name: "reset", location: SourceLocation(file: file, line: 9, column: 3))],
            file: file)
        let output = try await SwiftCompiler().diagnostics(CodeGenerator().generateStore(definition).sources)
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.first?.hasPrefix("\(file):7:") == true, "first error: \(errors.first ?? "none")")
        #expect(errors.first?.hasSuffix("error: cannot find type 'Colour' in scope") == true)
    }
}
