import Testing

@testable import StoreSchema

@Suite struct SchemaAnalysisTests {
    private let here = SourceLocation(file: "t.store.yaml", line: 1, column: 1)

    private func field(_ name: String, _ type: TypeReference) -> Field {
        Field(name: name, type: type, location: here)
    }

    @Test func optionalSelfReferenceIsBoxedAndRecursiveEnumIsIndirect() {
        let node = TypeDefinition(
            name: "Node",
            kind: .structure(fields: [
                field("next", .optional(.named("Node"))), field("children", .array(.named("Node"))),
            ]), location: here)
        let tree = TypeDefinition(
            name: "Tree",
            kind: .enumeration(cases: [
                EnumCase(name: "leaf", location: here),
                EnumCase(name: "branch", payload: [field("left", .named("Tree"))], location: here),
            ]), location: here)
        let recursion = RecursionAnalysis([node, tree])
        #expect(recursion.boxedFields == ["Node.next"])
        #expect(recursion.indirectEnums == ["Tree"])
    }

    @Test func directCyclesAreOnlyThoseWithoutOptionals() {
        let a = TypeDefinition(name: "A", kind: .structure(fields: [field("b", .named("B"))]), location: here)
        let b = TypeDefinition(name: "B", kind: .structure(fields: [field("a", .named("A"))]), location: here)
        let c = TypeDefinition(
            name: "C", kind: .structure(fields: [field("c", .optional(.named("C")))]), location: here)
        #expect(TypeGraph([a, b, c], storage: .direct).cycles == [[0, 1]])
        #expect(TypeGraph([a, b, c], storage: .inline).cycles.sorted { $0[0] < $1[0] } == [[0, 1], [2]])
    }

    /// Persisting needs Foundation only with `migrations:`, whose generated
    /// `persistence` functions take `URL` and `Data` (without, the runtime's
    /// `PersistentState` declares them).
    @Test func foundationIsNeededForFoundationTypesAndMigrations() {
        var definition = StoreDefinition(name: "S", state: [field("n", .named("Int"))], file: "S.store.yaml")
        #expect(!SchemaAnalysis(definition).needsFoundation)
        definition.actions = [Action(name: "at", params: [field("when", .optional(.named("Date")))], location: here)]
        #expect(SchemaAnalysis(definition).needsFoundation)
        #expect(SchemaAnalysis(definition).actionsNeedFoundation)
        definition.actions = []
        definition.persist = true
        #expect(!SchemaAnalysis(definition).needsFoundation)
        definition.version = 2
        definition.migrations = [1]
        #expect(SchemaAnalysis(definition).needsFoundation)
        #expect(!SchemaAnalysis(definition).actionsNeedFoundation)
    }
}
