extension StoreDefinition {
    /// The schema types that are Hashable: a struct or enum is when every
    /// field and payload value is. Code generation adds `Hashable` to exactly
    /// these, which is what lets the validator accept them as `Set` elements
    /// and dictionary keys.
    public var hashableTypeNames: Set<String> {
        HashableTypes(types: types, externals: externalTypes).names
    }

    /// Whether `type` is Hashable once generated (built-ins always are;
    /// external types when declared `hashable: true`).
    public func isHashable(_ type: TypeReference) -> Bool {
        HashableTypes(types: types, externals: externalTypes).contains(type)
    }
}

/// The greatest set of schema types that can be Hashable, found by ruling
/// out types that mention a non-Hashable one and propagating backwards, so
/// recursive types are Hashable unless something in them is not.
struct HashableTypes: Sendable {
    private(set) var names: Set<String>
    private let hashableExternals: Set<String>

    init(types: [TypeDefinition], externals: [ExternalType]) {
        hashableExternals = Set(externals.filter(\.isHashable).map(\.name))
        let unhashableExternals = Set(externals.filter { !$0.isHashable }.map(\.name))
        var dependents: [String: [String]] = [:]
        var excluded: Set<String> = []
        var work: [String] = []
        for type in types {
            for name in type.memberFields.flatMap(\.type.mentionedNames) {
                dependents[name, default: []].append(type.name)
                if unhashableExternals.contains(name), excluded.insert(type.name).inserted {
                    work.append(type.name)
                }
            }
        }
        while let name = work.popLast() {
            for dependent in dependents[name] ?? [] where excluded.insert(dependent).inserted {
                work.append(dependent)
            }
        }
        names = Set(types.map(\.name)).subtracting(excluded)
    }

    func contains(_ type: TypeReference) -> Bool {
        switch type {
        case .named(let name):
            BuiltinType(rawValue: name) != nil || names.contains(name) || hashableExternals.contains(name)
        case .optional(let wrapped), .array(let wrapped): contains(wrapped)
        case .set: true
        case .dictionary(_, let value): contains(value)
        case .result(let success, let failure): contains(success) && contains(failure)
        }
    }
}
