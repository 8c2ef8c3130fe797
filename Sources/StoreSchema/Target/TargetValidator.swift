/// Checks the schemas of one package together, the way the compiler will
/// see their generated code: every schema of a target is compiled into one
/// module, so store names and type names must be unique within a target;
/// and every module must embed a store that exists, can start on its own,
/// is visible where it is used and does not contain its embedder
/// (`EmbeddedStores`).
///
/// Two targets may define stores of the same name: each target is its own
/// module, so `A.CounterState` and `B.CounterState` are different types (a
/// schema embedding one of them names its module with `import:`).
///
/// Each problem is one error at the second definition (schemas are taken in
/// the order given, which callers sort by path), followed by a note at the
/// first, so the build log points at both.
public enum TargetValidator {
    /// `targetsAreComplete` says `schemas` hold every schema of their
    /// targets, so a module embedding a store none of them defines is an
    /// error; without it (a command given some schemas of a target) such a
    /// module is left to the check of the whole target. `withErrors` names,
    /// by target, the schema files that have errors of their own (reported
    /// there): a module embedding the store such a file is named after is
    /// not reported again as embedding a store no schema defines.
    public static func diagnostics(
        for schemas: [TargetSchema], targetsAreComplete: Bool = true, withErrors: [String: [String]] = [:]
    ) -> [Diagnostic] {
        Suggestion.withBudget { check(schemas, targetsAreComplete: targetsAreComplete, withErrors: withErrors) }
    }

    private static func check(
        _ schemas: [TargetSchema], targetsAreComplete: Bool, withErrors: [String: [String]]
    ) -> [Diagnostic] {
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
        let broken = withErrors.mapValues { Set($0.map(NamingPolicy.baseName(ofSchemaAt:))) }
        return diagnostics
            + EmbeddedStores(schemas, ownTargetsAreComplete: targetsAreComplete, brokenStores: broken).diagnostics
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
                diagnostics.append(
                    .error(
                        """
                        store \(Quoting.quote(definition.name)) is also defined by \(fileName(first.file)); \
                        stores compiled into one target need different names, or their generated types \
                        would be declared twice
                        """,
                        at: definition.location ?? SourceLocation(file: definition.file, line: 1, column: 1)))
                diagnostics.append(
                    .note("store \(Quoting.quote(definition.name)) is first defined here", at: first.location))
            } else {
                stores[definition.name] = definition
                declarations += naming.storeTypes.map {
                    Declaration(name: $0.name, role: $0.role, location: definition.location, file: definition.file)
                }
            }
            for subscription in definition.subscriptions {
                let isActions = if case .actions = subscription.kind { true } else { false }
                for type in naming.subscriptionTypes(forSubscription: subscription.name, receivesActions: isActions) {
                    declarations.append(
                        Declaration(
                            name: type.name, role: type.role, location: subscription.location, file: definition.file))
                }
            }
            let locations = Dictionary(
                definition.subscriptions.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
            for group in naming.subscriptionGroups(definition.subscriptions.map(\.name)) {
                guard let first = group.subscriptions.first, let location = locations[first] else { continue }
                declarations.append(
                    Declaration(
                        name: group.protocolName, role: NamingPolicy.subscriptionGroupRole, location: location,
                        file: definition.file))
            }
            declarations += definition.types.map {
                Declaration(name: $0.name, role: schemaTypeRole, location: $0.location, file: definition.file)
            }
            for declaration in declarations {
                if let first = declared[declaration.name] {
                    if let location = declaration.location, !collided.insert(location).inserted { continue }
                    diagnostics.append(
                        .error(
                            message(twice: declaration, first: first, storeName: definition.name),
                            at: declaration.location))
                    diagnostics.append(
                        .note("\(Quoting.quote(declaration.name)) is first declared here", at: first.location))
                } else {
                    declared[declaration.name] = declaration
                }
            }
        }
        return diagnostics
    }

    /// Two schema types of one name get the two fixes: one type, declared
    /// once and named by the other schema (`TargetTypes`), or two types, one renamed.
    private static func message(twice declaration: Declaration, first: Declaration, storeName: String) -> String {
        let name = Quoting.quote(declaration.name)
        let firstFile = fileName(first.file)
        guard declaration.role == schemaTypeRole, first.role == schemaTypeRole else {
            return "\(name) would be declared twice in this target: here as \(declaration.role), and in \(firstFile) "
                + "as \(first.role); the schemas of one target are compiled into one module"
        }
        return "\(name) is also a schema type of \(firstFile), and the schemas of one target are compiled into one "
            + "module: for the same type, keep \(firstFile)'s and remove this one (a schema names the types of the "
            + "others of its target); for another, rename one, such as \(Quoting.quote(storeName + declaration.name))"
    }

    private static let schemaTypeRole = "a schema type"

    static func fileName(_ path: String) -> String {
        NamingPolicy.fileName(ofPath: path)
    }
}
