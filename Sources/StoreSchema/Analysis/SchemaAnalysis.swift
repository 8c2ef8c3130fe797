/// What code generation needs to know about a validated schema beyond its
/// declarations, computed once from the model with the same analyses the
/// validator checks against (so "Hashable" or "recursive" can never mean
/// one thing to the validator and another to the generator).
public struct SchemaAnalysis: Sendable {
    /// How recursive schema types are broken up into storable Swift.
    public let recursion: RecursionAnalysis
    private let hashable: HashableTypes
    /// Whether any type the generated file spells needs `import Foundation`.
    /// Persisting does only with `migrations:`, whose generated persistence
    /// functions take `Data` and `URL`; without, the runtime's
    /// `PersistentState` declares them.
    public let needsFoundation: Bool
    /// Whether any action parameter needs `import Foundation` (for the scaffold).
    public let actionsNeedFoundation: Bool
    /// Whether a derived value's type or an input of it needs `import
    /// Foundation` (for the scaffold's derived functions).
    public let derivationsNeedFoundation: Bool
    /// The schema types a `Result` names as its failure: generated as an
    /// `Error` too, so the schema says "this can fail" only where it fails.
    public let errorTypeNames: Set<String>

    public init(_ definition: StoreDefinition) {
        recursion = RecursionAnalysis(definition.types)
        hashable = HashableTypes(types: definition.types, externals: definition.externalTypes)
        needsFoundation =
            (definition.persist && !definition.migrations.isEmpty)
            || definition.allFields.contains { $0.type.needsFoundation }
            || definition.derived.contains { $0.type.needsFoundation }
        let inputs = Set(definition.derived.flatMap(\.inputs))
        derivationsNeedFoundation =
            definition.derived.contains { $0.type.needsFoundation }
            || definition.state.contains { inputs.contains($0.name) && $0.type.needsFoundation }
        actionsNeedFoundation = definition.actions.flatMap(\.params).contains { $0.type.needsFoundation }
        errorTypeNames = Set(definition.allFields.flatMap(\.type.resultFailureNames))
            .intersection(definition.types.map(\.name)).union(definition.failureTypesOfOtherSchemas)
    }

    /// Whether values of `type` are Hashable once generated.
    public func isHashable(_ type: TypeReference) -> Bool {
        hashable.contains(type)
    }
}
