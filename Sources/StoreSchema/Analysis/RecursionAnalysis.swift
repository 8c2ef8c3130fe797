/// Schema types may contain themselves through an optional (the validator
/// only rejects cycles with no optional or collection). Swift value types
/// cannot, so generated code breaks the cycle: enums in a cycle become
/// `indirect`, and a struct field that reaches its own cycle through
/// optionals only is stored in a box on the heap.
public struct RecursionAnalysis: Sendable {
    /// Enums that must be declared `indirect`.
    public private(set) var indirectEnums: Set<String> = []
    /// `Type.field` of struct fields stored boxed.
    public private(set) var boxedFields: Set<String> = []

    public init(_ types: [TypeDefinition]) {
        let graph = TypeGraph(types, storage: .inline)
        for component in graph.cycles {
            let members = Set(component)
            for owner in component {
                switch types[owner].kind {
                case .enumeration:
                    indirectEnums.insert(types[owner].name)
                case .structure:
                    for edge in graph.edges[owner] where members.contains(edge.target) {
                        if case .structure = types[edge.target].kind, edge.field.type.isOptional {
                            boxedFields.insert(Self.key(types[owner].name, edge.field.name))
                        }
                    }
                }
            }
        }
    }

    public func isBoxed(_ field: Field, in type: String) -> Bool {
        boxedFields.contains(Self.key(type, field.name))
    }

    private static func key(_ type: String, _ field: String) -> String { "\(type).\(field)" }
}
