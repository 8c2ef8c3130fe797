import StoreSchema

/// Loads schemas so each may name the types the other schemas of its target
/// declare (`TargetTypes`): the target is one module, so a type is declared
/// once and named by the others without `external:`.
///
/// Two rounds: the first reads every schema of the target with the others'
/// type names (from their `types:` keys, so one schema's error does not hide
/// its types from the rest), to learn which of those types are Hashable and
/// which each schema uses; the second loads the schemas asked for with
/// those facts.
enum TargetTypesLoading {
    /// `files` loaded, each with the types of the other schemas of its
    /// target among `files` and `others` (schemas read only for their types).
    /// A path that `texts` holds is read from there instead of the disk (a
    /// schema as a git revision had it, named `REV:path`).
    static func load(
        _ files: [(path: String, target: String)], alongside others: [(path: String, target: String)],
        texts: [String: String] = [:]
    ) -> [SchemaLoadResult] {
        // A schema's text from `texts`, else from its file.
        func load(_ path: String, _ types: TargetTypes = .none) -> SchemaLoadResult {
            guard let text = texts[path] else { return SchemaLoader.load(fileAt: path, targetTypes: types) }
            return SchemaLoader.load(text: text, file: path, targetTypes: types)
        }
        func declaredTypes(_ path: String) -> [ExternalType] {
            guard let text = texts[path] else { return SchemaLoader.declaredTypes(fileAt: path) }
            return SchemaLoader.declaredTypes(text: text, file: path)
        }
        func storeName(_ path: String) -> String? {
            guard let text = texts[path] else { return SchemaLoader.declaredStoreName(fileAt: path) }
            return SchemaLoader.declaredStoreName(text: text, file: path)
        }
        var seen: Set<String> = []
        let all = (files + others).filter { seen.insert($0.path).inserted }
        let byTarget = Dictionary(grouping: all, by: \.target)
        guard byTarget.values.contains(where: { $0.count > 1 }) else {
            return files.map { load($0.path) }
        }
        var declared: [String: [ExternalType]] = [:]
        for schema in all { declared[schema.path] = declaredTypes(schema.path) }

        func siblings(of schema: (path: String, target: String)) -> [String] {
            (byTarget[schema.target] ?? []).map(\.path).filter { $0 != schema.path }
        }
        var hashable: Set<String> = []
        var used: [String: Set<String>] = [:]
        var failures: [String: Set<String>] = [:]
        var embedded: [String: Set<String>] = [:]
        // By path, so that two targets may each have a store of one name.
        var stateFields: [String: (store: String, fields: [Field])] = [:]
        var withErrors: [String: String] = [:]
        for schema in all where !siblings(of: schema).isEmpty {
            let types = TargetTypes(
                declared: siblings(of: schema).flatMap { declared[$0] ?? [] }, stateFields: nil)
            let result = load(schema.path, types)
            guard let definition = result.definition else {
                withErrors[schema.path] = storeName(schema.path)
                continue
            }
            hashable.formUnion(definition.hashableTypeNames)
            used[schema.path] = Set(namedTypes(of: definition))
            failures[schema.path] = Set(definition.allFields.flatMap(\.type.resultFailureNames))
            embedded[schema.path] = Set(definition.modules.flatMap(\.stores))
            stateFields[schema.path] = (definition.name, definition.state)
        }
        return files.map { schema in
            let others = siblings(of: schema)
            guard !others.isEmpty else { return load(schema.path) }
            let types = others.flatMap { declared[$0] ?? [] }.map { type in
                var type = type
                type.isHashable = type.isHashable || hashable.contains(type.name)
                return type
            }
            let usedElsewhere = others.reduce(into: Set<String>()) { $0.formUnion(used[$1] ?? []) }
            var targetTypes = TargetTypes(
                declared: types, usedElsewhere: usedElsewhere,
                stateFields: Dictionary(
                    others.compactMap { stateFields[$0] }.map { ($0.store, $0.fields) },
                    uniquingKeysWith: { first, _ in first }),
                storesWithErrors: Set(others.compactMap { withErrors[$0] }))
            targetTypes.failuresElsewhere = others.reduce(into: Set<String>()) { $0.formUnion(failures[$1] ?? []) }
            targetTypes.storesEmbeddedEarlier = others.filter { $0 < schema.path }.reduce(into: Set<String>()) {
                $0.formUnion(embedded[$1] ?? [])
            }
            return load(schema.path, targetTypes)
        }
    }

    /// Every type a schema's generated code spells.
    private static func namedTypes(of definition: StoreDefinition) -> [String] {
        definition.allFields.flatMap(\.type.mentionedNames) + definition.derived.flatMap(\.type.mentionedNames)
            + definition.modules.flatMap(\.cases).compactMap(\.value).flatMap(\.mentionedNames)
    }
}
