/// The modules of a package's schemas, checked against the stores they
/// embed, as the compiler will see the generated code. Each problem is one
/// error at the module's key saying what to change, with a note at the
/// place the user may change instead.
///
/// A module names its store's target with `import:`; without one, the
/// store is the embedding schema's own target's. A module is checked when
/// that target's schemas are known (an `import:` of a module outside the
/// package, such as a library's, is left to the compiler):
/// - the target must define the store;
/// - no store may embed itself through other stores (its state would
///   contain itself);
/// - the embedded store's state must start without arguments (the parent
///   creates it), so every field needs a default or an optional type;
/// - the embedded store must be visible where its types are used: at least
///   as open as the embedding store in its own target, and `package` (or
///   `public` for a public store) from another target.
struct EmbeddedStores {
    let schemas: [TargetSchema]
    /// Whether a store missing from a module's own target is an error (the
    /// schemas are the whole target) or may be in a schema not given.
    let ownTargetsAreComplete: Bool
    /// By target, the stores whose schemas have errors of their own (named
    /// by file): a module embedding one is reported in that schema only.
    let brokenStores: [String: Set<String>]
    private let byTarget: [String: [Int]]

    init(_ schemas: [TargetSchema], ownTargetsAreComplete: Bool, brokenStores: [String: Set<String>] = [:]) {
        self.schemas = schemas
        self.ownTargetsAreComplete = ownTargetsAreComplete
        self.brokenStores = brokenStores
        var byTarget: [String: [Int]] = [:]
        for (index, schema) in schemas.enumerated() {
            byTarget[schema.target, default: []].append(index)
        }
        self.byTarget = byTarget
    }

    /// A store a module embeds (a `oneOf:` or `stack:` module, one per
    /// case), where it is named, and the schema it resolved to (an index
    /// into `schemas`).
    private struct Embedding {
        var owner: Int
        var module: Module
        var store: String
        var location: SourceLocation
        var embedded: Int
    }

    var diagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var embeddings: [Embedding] = []
        for (owner, schema) in schemas.enumerated() {
            for module in schema.definition.modules {
                for store in module.stores {
                    let location = module.cases.first { $0.store == store }?.location ?? module.location
                    switch resolve(store, of: module, in: schema, at: location) {
                    case .found(let embedded):
                        embeddings.append(
                            Embedding(
                                owner: owner, module: module, store: store, location: location, embedded: embedded))
                    case .missing(let diagnostic):
                        diagnostics.append(diagnostic)
                    case .unknown:
                        continue
                    }
                }
            }
        }
        let cyclic = cycles(in: embeddings)
        for (index, embedding) in embeddings.enumerated() {
            diagnostics +=
                ChildStoreCheck(
                    module: embedding.module, store: schemas[embedding.embedded].definition,
                    location: embedding.location,
                    owner: schemas[embedding.owner].definition,
                    types: typeDefinitions(in: [schemas[embedding.owner].target, schemas[embedding.embedded].target])
                ).diagnostics
            if let path = cyclic[index] {
                diagnostics.append(cycle(embedding, path: path))
                // A store in a cycle cannot be built at all; the other checks would only repeat it.
                continue
            }
            diagnostics += requiredFields(embedding) + visibility(embedding)
        }
        return diagnostics
    }

    /// The schema types declared by the schemas of `targets`, by name (the
    /// first of a name: a second is an error of its own).
    private func typeDefinitions(in targets: [String]) -> [String: TypeDefinition] {
        var types: [String: TypeDefinition] = [:]
        for index in Set(targets).flatMap({ byTarget[$0] ?? [] }) {
            for type in schemas[index].definition.types where types[type.name] == nil {
                types[type.name] = type
            }
        }
        return types
    }

    private enum Resolution {
        case found(Int)
        case missing(Diagnostic)
        /// In a module outside the package, or a schema not given.
        case unknown
    }

    private func resolve(_ store: String, of module: Module, in schema: TargetSchema, at location: SourceLocation)
        -> Resolution
    {
        let target = module.importModule ?? schema.target
        guard let candidates = byTarget[target] else { return .unknown }
        if let found = candidates.first(where: { schemas[$0].definition.name == store }) {
            return .found(found)
        }
        if target == schema.target, !ownTargetsAreComplete { return .unknown }
        // Its schema has errors, reported in it: saying here that no schema defines it would repeat them wrongly.
        if brokenStores[target]?.contains(store) == true { return .unknown }
        let names = candidates.map { schemas[$0].definition.name }
        let quotedModule = Quoting.quote(module.name)
        let quotedStore = Quoting.quote(store)
        let fix: String
        if let suggestion = Suggestion.clause(for: store, in: names) {
            fix = suggestion
        } else if target == schema.target {
            fix = "add 'import:' naming the target whose schema defines it, or add that schema to this target"
        } else {
            fix = "add 'store: \(store)' to a schema of \(Quoting.quote(target)), or name the store that target defines"
        }
        let place = target == schema.target ? "of this target" : "of target \(Quoting.quote(target))"
        return .missing(
            .error(
                "module \(quotedModule) embeds store \(quotedStore), but no schema \(place) defines it; \(fix)",
                at: location))
    }

    // MARK: Cycles

    /// For each embedding on a cycle, the stores around its shortest cycle,
    /// from the embedding store back to it.
    private func cycles(in embeddings: [Embedding]) -> [Int: [Int]] {
        var graph = Array(repeating: [Int](), count: schemas.count)
        for embedding in embeddings { graph[embedding.owner].append(embedding.embedded) }
        var component = Array(repeating: -1, count: schemas.count)
        for (index, members) in StronglyConnectedComponents.of(graph).enumerated() where members.count > 1 {
            for member in members { component[member] = index }
        }
        var paths: [Int: [Int]] = [:]
        for (index, embedding) in embeddings.enumerated()
        where component[embedding.owner] >= 0 && component[embedding.owner] == component[embedding.embedded] {
            paths[index] = [embedding.owner] + shortestPath(from: embedding.embedded, to: embedding.owner, in: graph)
        }
        return paths
    }

    /// Breadth first, so the path shown is the shortest: `from` ... `to`.
    private func shortestPath(from start: Int, to end: Int, in graph: [[Int]]) -> [Int] {
        var previous: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count, previous[end] == nil {
            let node = queue[head]
            head += 1
            for next in graph[node] where previous[next] == nil {
                previous[next] = node
                queue.append(next)
            }
        }
        var path = [end]
        while let last = path.last, last != start, let before = previous[last] { path.append(before) }
        return path.reversed()
    }

    private func cycle(_ embedding: Embedding, path: [Int]) -> Diagnostic {
        let owner = schemas[embedding.owner].definition
        let route = path.map { schemas[$0].definition.name }.joined(separator: " → ")
        return .error(
            """
            module \(Quoting.quote(embedding.module.name)) embeds store \
            \(Quoting.quote(embedding.store)), which embeds \(Quoting.quote(owner.name)) again \
            (\(route)); a store's state cannot contain itself, so remove one of these modules
            """,
            at: embedding.location)
    }

    // MARK: Starting the embedded state

    /// Only a module that is always there is created with its parent (an
    /// optional one, a list, a `oneOf:` or a stack starts empty).
    private func requiredFields(_ embedding: Embedding) -> [Diagnostic] {
        guard case .always = embedding.module.kind else { return [] }
        let embedded = schemas[embedding.embedded].definition
        let required = embedded.state.filter { $0.defaultValue == nil && !$0.type.isOptional }
        guard let first = required.first else { return [] }
        let names =
            required.prefix(3).map { Quoting.quote($0.name) }.joined(separator: ", ")
            + (required.count > 3 ? ", …" : "")
        let fields = required.count == 1 ? "field \(names) has" : "fields \(names) have"
        return [
            .error(
                """
                module \(Quoting.quote(embedding.module.name)) embeds store \
                \(Quoting.quote(embedded.name)), whose state \(fields) no default, so this store cannot \
                create it; give \(required.count == 1 ? "it" : "each") a default (or an optional type) \
                in \(fileName(embedded.file))
                """,
                at: embedding.location),
            .note("\(Quoting.quote(first.name)) is declared here", at: first.location),
        ]
    }

    // MARK: Visibility

    private func visibility(_ embedding: Embedding) -> [Diagnostic] {
        let owner = schemas[embedding.owner]
        let embedded = schemas[embedding.embedded]
        let quotedModule = Quoting.quote(embedding.module.name)
        let quotedStore = Quoting.quote(embedded.definition.name)
        let access = embedded.definition.access
        let message: String
        if owner.target == embedded.target {
            // Its types appear in this store's declarations, at this store's access.
            let needed = owner.definition.access
            guard Self.rank(access) < Self.rank(needed) else { return [] }
            message = """
                module \(quotedModule) embeds store \(quotedStore), which is \(access.rawValue), in this \
                \(needed.rawValue) store, whose declarations would use its types; add 'access: \
                \(needed.rawValue)' to \(fileName(embedded.definition.file)), or make this store \
                \(access.rawValue)
                """
        } else {
            // `package` reaches every target of the package, `public` beyond.
            let needed: AccessLevel = owner.definition.access == .public ? .public : .package
            guard Self.rank(access) < Self.rank(needed) else { return [] }
            message = """
                module \(quotedModule) embeds store \(quotedStore) from target \
                \(Quoting.quote(embedded.target)), where it is \(access.rawValue); add 'access: \
                \(needed.rawValue)' to \(fileName(embedded.definition.file)) so this target can use its types
                """
        }
        return [
            .error(message, at: embedding.location),
            .note("store \(quotedStore) is defined here", at: embedded.definition.location),
        ]
    }

    private static func rank(_ access: AccessLevel) -> Int {
        switch access {
        case .internal: 0
        case .package: 1
        case .public: 2
        }
    }

    private func fileName(_ path: String) -> String {
        NamingPolicy.fileName(ofPath: path)
    }
}
