/// Checks the schemas of one package together, the way the compiler will
/// see their generated code: every schema of a target is compiled into one
/// module, so store names and type names must be unique within a target,
/// and a store embedded from another target must be visible there.
///
/// Two targets may define stores of the same name: each target is its own
/// module, so `A.CounterState` and `B.CounterState` are different types (a
/// schema embedding one of them names its module with `import:`).
///
/// Each problem is one error at the second definition (schemas are taken in
/// the order given, which callers sort by path), followed by a note at the
/// first, so the build log points at both.
public enum TargetValidator {
    public static func diagnostics(for schemas: [TargetSchema]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var targets: [String] = []
        var byTarget: [String: [StoreDefinition]] = [:]
        for schema in schemas {
            if byTarget[schema.target] == nil { targets.append(schema.target) }
            byTarget[schema.target, default: []].append(schema.definition)
        }
        for target in targets {
            diagnostics += duplicates(in: byTarget[target] ?? [])
        }
        for schema in schemas {
            diagnostics += embeddedStores(of: schema, in: byTarget)
        }
        return diagnostics
    }

    /// A name declared at the top level of the target's module.
    private struct Declaration {
        var name: String
        var role: String
        var location: SourceLocation?
        var file: String
    }

    private static func duplicates(in definitions: [StoreDefinition]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var stores: [String: StoreDefinition] = [:]
        var declared: [String: Declaration] = [:]
        /// Where a collision was reported: a subscription's model collides
        /// wherever its props do, and is then not reported again.
        var collided: Set<SourceLocation> = []
        for definition in definitions {
            let naming = NamingPolicy(storeName: definition.name)
            var declarations: [Declaration] = []
            if let first = stores[definition.name] {
                diagnostics.append(.error(
                    "store \(Quoting.quote(definition.name)) is also defined by \(fileName(first.file)); stores compiled into one target need different names, or their generated types would be declared twice",
                    at: definition.location ?? SourceLocation(file: definition.file, line: 1, column: 1)))
                diagnostics.append(.note("store \(Quoting.quote(definition.name)) is first defined here", at: first.location))
            } else {
                stores[definition.name] = definition
                declarations += naming.storeTypes.map {
                    Declaration(name: $0.name, role: $0.role, location: definition.location, file: definition.file)
                }
            }
            for subscription in definition.subscriptions {
                let isActions = if case .actions = subscription.kind { true } else { false }
                for type in naming.subscriptionTypes(forSubscription: subscription.name, receivesActions: isActions) {
                    declarations.append(Declaration(name: type.name, role: type.role, location: subscription.location, file: definition.file))
                }
            }
            let locations = Dictionary(definition.subscriptions.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
            for group in naming.subscriptionGroups(definition.subscriptions.map(\.name)) {
                guard let first = group.subscriptions.first, let location = locations[first] else { continue }
                declarations.append(Declaration(
                    name: group.protocolName, role: NamingPolicy.subscriptionGroupRole, location: location, file: definition.file))
            }
            declarations += definition.types.map {
                Declaration(name: $0.name, role: "a schema type", location: $0.location, file: definition.file)
            }
            for declaration in declarations {
                if let first = declared[declaration.name] {
                    if let location = declaration.location, !collided.insert(location).inserted { continue }
                    diagnostics.append(.error(
                        "\(Quoting.quote(declaration.name)) would be declared twice in this target: here as \(declaration.role), and in \(fileName(first.file)) as \(first.role); the schemas of one target are compiled into one module",
                        at: declaration.location))
                    diagnostics.append(.note("\(Quoting.quote(declaration.name)) is first declared here", at: first.location))
                } else {
                    declared[declaration.name] = declaration
                }
            }
        }
        return diagnostics
    }

    /// A module whose `import:` names a target of the package must embed a
    /// store that target defines, visible from outside it: `public` when
    /// the embedding store is public, at least `package` otherwise.
    private static func embeddedStores(of schema: TargetSchema, in byTarget: [String: [StoreDefinition]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for module in schema.definition.modules {
            for store in module.stores {
                diagnostics += embeddedStore(store, of: module, in: schema, byTarget: byTarget)
            }
        }
        return diagnostics
    }

    private static func embeddedStore(
        _ store: String, of module: Module, in schema: TargetSchema, byTarget: [String: [StoreDefinition]]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let location = module.cases.first { $0.store == store }?.location ?? module.location
        let target = module.importModule.flatMap { byTarget[$0] == nil ? nil : $0 } ?? schema.target
        if let embedded = byTarget[target]?.first(where: { $0.name == store }) {
            diagnostics += ChildStoreCheck(module: module, store: embedded, location: location).diagnostics
        }
        do {
            guard let target = module.importModule, target != schema.target, let definitions = byTarget[target] else { return diagnostics }
            guard let embedded = definitions.first(where: { $0.name == store }) else {
                diagnostics.append(.error(
                    "module \(Quoting.quote(module.name)) embeds store \(Quoting.quote(store)) from target \(Quoting.quote(target)), but no schema of that target defines it",
                    at: location))
                return diagnostics
            }
            // Its types appear in this store's declarations, at this store's access;
            // `package` reaches every target of the package, `public` beyond.
            let needed: AccessLevel = schema.definition.access == .public ? .public : .package
            if embedded.access == .internal || (needed == .public && embedded.access != .public) {
                diagnostics.append(.error(
                    "module \(Quoting.quote(module.name)) embeds store \(Quoting.quote(store)) from target \(Quoting.quote(target)), where it is \(embedded.access.rawValue); add 'access: \(needed.rawValue)' to \(fileName(embedded.file)) so this target can use its types",
                    at: location))
                diagnostics.append(.note("store \(Quoting.quote(store)) is defined here", at: embedded.location))
            }
        }
        return diagnostics
    }

    static func fileName(_ path: String) -> String {
        NamingPolicy.fileName(ofPath: path)
    }
}
