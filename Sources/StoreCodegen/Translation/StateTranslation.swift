import StoreSchema

/// `<Store>State`: every field and module state (starting at its schema
/// default, where there is one), and a memberwise initializer whose
/// parameters default where the schema gives a default. A large state's
/// initializer assigns its fields in pieces (see `BodyChunking`); one of
/// more than 1,024 fields takes only those without a default. Derived values
/// are stored too, `private(set)`, and every initializer computes them (see
/// `DerivedValueTranslation`).
struct StateTranslation {
    let context: TranslationContext

    /// Swift gives default values to at most 1,024 parameters of a function
    /// (past that, the symbols of two default values collide and the build
    /// fails), so a larger state's initializer takes only the fields without
    /// a schema default; the others start at their default.
    static let mostParametersWithDefaults = 1_024

    var declaration: Declaration {
        let members = context.stateMembers
        let recordsWrites = context.tracksWrites
        var declarations = members.map { member in
            member.storedProperty(
                access: context.access, initialValue: member.defaultValue,
                recordedAs: recordsWrites ? context.fieldIndex(of: member.name) : nil)
        }
        declarations += context.derivedMembers.map { member in
            member.storedProperty(
                access: context.access, initialValue: nil, setterAccess: .private,
                recordedAs: recordsWrites ? context.fieldIndex(of: member.name) : nil)
        }
        if recordsWrites {
            declarations.append(
                Declaration(
                    comment: .documentation(
                        """
                        The members written since a store last stamped the state (see `WriteTrackedState`): not \
                        part of its value.
                        """),
                    .variable(
                        VariableDeclaration(
                            access: context.access, name: NamingPolicy.StateMember.writes, type: nil,
                            storage: .stored(isMutable: true, initialValue: .call(.type(.named("StateWrites")), []))))))
        }
        let derived = DerivedValueTranslation(context: context)
        let sharing = SharedValueTranslation(context: context)
        let readSelf: (String) -> Expression = { .member(.selfReference, $0) }
        let locals = NamingPolicy.localNames(for: members.map(\.name))
        let localsByName = Dictionary(zip(members.map(\.name), locals), uniquingKeysWith: { first, _ in first })
        let required = zip(members, locals).filter { $0.0.defaultValue == nil }
        let defaulted = zip(members, locals).filter { $0.0.defaultValue != nil }
        let hasDefaultInitializer = !members.isEmpty && required.isEmpty
        let assignDefaulted = BodyChunking.statements(
            defaulted.map { member, local in
                { .assignment(.member($0, member.name), .identifier(local)) }
            },
            function: "assignFields", captured: Set(locals), type: context.stateType, isThrowing: false)
        if members.count <= Self.mostParametersWithDefaults {
            // Where `init()` exists and computes nothing, this initializer
            // starts from it and then sets the fields: an initializer that
            // sets the stored properties itself evaluates every default
            // again, and the compiler's definite-initialization check of
            // one with a parameter per field grows with the square of the
            // field count, where `init()`'s stays small (figures:
            // Benchmarks/Results/GeneratorBenchmark.md, "Session 17").
            // With derived values or links to compute, it sets everything
            // itself, computing those once, from the arguments.
            let delegates = hasDefaultInitializer && context.derivedMembers.isEmpty && sharing.initialUpdates.isEmpty
            declarations.append(
                Declaration(
                    comment: .documentation("A state from its fields; those with a schema default may be left out."),
                    .function(
                        FunctionDeclaration(
                            access: context.access, name: .initializer(failable: false),
                            parameters: zip(members, locals).map { member, local in
                                LocalNames.parameter(
                                    label: member.name, local: local, type: member.type,
                                    defaultValue: member.defaultValue)
                            },
                            // Otherwise the derived values come from the arguments,
                            // before the defaulted fields: a large state stores those
                            // in pieces that take `self` whole, so every property
                            // must be set.
                            body: delegates
                                ? [.expression(.call(.initializer(.selfReference), []))] + assignDefaulted
                                : required.map { member, local in
                                    .assignment(.member(.selfReference, member.name), .identifier(local))
                                }
                                    + derived.assignments(reading: { name in
                                        localsByName[name].map(Expression.identifier) ?? readSelf(name)
                                    })
                                    + assignDefaulted + sharing.initialUpdates))))
        } else if !required.isEmpty {
            declarations.append(
                Declaration(
                    comment: .documentation(
                        "A state from its fields without a schema default; the others start at it."),
                    .function(
                        FunctionDeclaration(
                            access: context.access, name: .initializer(failable: false),
                            parameters: required.map { member, local in
                                LocalNames.parameter(label: member.name, local: local, type: member.type)
                            },
                            body: required.map { member, local in
                                .assignment(.member(.selfReference, member.name), .identifier(local))
                            } + derived.assignments(reading: readSelf) + sharing.initialUpdates))))
        }
        if hasDefaultInitializer {
            // `<Store>Reducer` requires `init()` (stores start from it); an
            // initializer whose parameters all have defaults does not satisfy it.
            declarations.append(
                Declaration(
                    comment: .documentation("The state with every field at its schema default."),
                    .function(
                        FunctionDeclaration(
                            access: context.access, name: .initializer(failable: false),
                            body: derived.assignments(reading: readSelf) + sharing.initialUpdates))))
        }
        if let keyIdentity { declarations.append(keyIdentity) }
        return Declaration(
            comment: .documentation(context.definition.doc ?? "The state of the \(context.definition.name) store."),
            .structure(
                StructDeclaration(
                    access: context.access, name: context.stateName,
                    conformances: [.named("Equatable"), .named("Sendable")]
                        + (isIdentifiable ? [.named("Identifiable")] : [])
                        + (context.derivedMembers.isEmpty ? [] : [.named(context.derivationsName)]),
                    members: declarations)))
    }

    /// A state with a hashable `id` field, or a `key:` field, is
    /// `Identifiable`, so a parent can hold it in a list module
    /// (`ChildList`), keyed by that field.
    private var isIdentifiable: Bool {
        context.definition.rowKey != nil
    }

    /// `var id: URL { url }` for `key: url`: `Identifiable`'s id, read from
    /// the key (none when the key is a field named `id`).
    private var keyIdentity: Declaration? {
        guard let key = context.definition.rowKey, key.name != "id" else { return nil }
        return Declaration(
            comment: .documentation("The row's id in a parent's list: its `\(key.name)` (`key: \(key.name)`)."),
            .variable(
                VariableDeclaration(
                    access: context.access, name: "id", type: context.typeName(key.type),
                    storage: .computedValue(.identifier(key.name)))))
    }
}
