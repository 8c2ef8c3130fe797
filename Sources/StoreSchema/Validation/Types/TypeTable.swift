/// Every type name a schema can use, and what declared it.
struct TypeTable {
    enum Origin {
        case builtin(BuiltinType)
        case schema
        case external(ExternalType)
    }

    private(set) var origins: [String: Origin] = [:]
    /// In a stable order (builtins, then schema types, then externals) for suggestions.
    private(set) var names: [String] = []

    init(types: [TypeDraft], externals: [ExternalType]) {
        for builtin in BuiltinType.allCases { add(builtin.rawValue, .builtin(builtin)) }
        for type in types { add(type.name, .schema) }
        for external in externals { add(external.name, .external(external)) }
    }

    private mutating func add(_ name: String, _ origin: Origin) {
        guard origins[name] == nil else { return }
        origins[name] = origin
        names.append(name)
    }

    subscript(name: String) -> Origin? { origins[name] }
}
