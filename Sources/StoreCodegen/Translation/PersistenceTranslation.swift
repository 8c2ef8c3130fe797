/// For `persist: true`: Codable over the persisted members only. Members
/// that are not persisted (and module states, which their own stores own)
/// take their defaults when decoding; a persisted member missing from an
/// older file takes its default too, so adding a field with a default needs
/// no migration.
struct PersistenceTranslation {
    let context: TranslationContext

    /// Members written to disk. A member that is not persisted but has no
    /// default cannot be rebuilt, so it is persisted anyway.
    private var persisted: [StateMember] {
        context.stateMembers.filter { $0.persist || $0.defaultValue == nil }
    }

    var declarations: [Declaration] {
        guard context.definition.persist else { return [] }
        let persisted = persisted
        var members: [Declaration] = []
        if !persisted.isEmpty {
            members.append(Declaration(.enumeration(EnumDeclaration(
                access: .private, name: "CodingKeys",
                conformances: [.named("String"), .named("CodingKey")],
                members: persisted.map { Declaration(.enumCase(EnumCaseDeclaration(name: $0.name, associatedValues: []))) }))))
        }
        members.append(decoder(persisted))
        members.append(encoder(persisted))
        return [
            Declaration(.extensionDeclaration(ExtensionDeclaration(
                extendedType: context.stateType, conformances: [.named("Codable")], requirements: [], members: members))),
            defaultPersistence,
        ]
    }

    /// `<Store>State.persistence()`: the state file in the app's data folder,
    /// written at the schema's `version`.
    private var defaultPersistence: Declaration {
        let persistenceType = TypeName.generic(.named("StatePersistence"), [context.stateType])
        let migrateType = TypeName.optional(.function(
            attributes: ["@Sendable"], parameters: [.named("Data"), .named("Int")], throws: true,
            result: context.stateType))
        let fileName = context.definition.name + ".json"
        let version = context.definition.version
        return Declaration(.extensionDeclaration(ExtensionDeclaration(
            extendedType: context.stateType, conformances: [], requirements: [],
            members: [
                Declaration(
                    comment: .documentation("""
                        Keeps the state in `fileName` in the app's data folder, at this schema's state \
                        version (\(version)).
                        `migrate` turns the JSON of a state saved at an older version into the current state.
                        """),
                    .function(FunctionDeclaration(
                        access: context.access, modifiers: ["static"], name: .function("persistence"),
                        parameters: [
                            .init(label: "fileName", type: .named("String"), defaultValue: .string(fileName)),
                            .init(label: "migrate", type: migrateType, defaultValue: .literal(.nil)),
                        ],
                        result: persistenceType,
                        body: [.expression(.call(.member(nil, "applicationSupport"), [
                            .init("fileName", .identifier("fileName")),
                            .init("version", .literal(.integer(String(version)))),
                            .init("migrate", .identifier("migrate")),
                        ]))]))),
            ])))
    }

    private func decoder(_ persisted: [StateMember]) -> Declaration {
        var body: [Statement] = []
        if !persisted.isEmpty {
            body.append(.binding(
                isMutable: false, name: "container",
                value: .try(.call(.member(.identifier("decoder"), "container"), [
                    .init("keyedBy", .metatype(.named("CodingKeys"))),
                ]))))
        }
        let persistedNames = Set(persisted.map(\.name))
        for member in context.stateMembers {
            let target = Expression.member(.selfReference, member.name)
            guard persistedNames.contains(member.name), let reference = member.reference else {
                body.append(.assignment(target, member.defaultValue ?? .literal(.nil)))
                continue
            }
            let key = Expression.member(nil, member.name)
            let container = Expression.identifier("container")
            let value: Expression
            if case .optional(let wrapped) = reference {
                let present = Expression.try(.call(.member(container, "decodeIfPresent"), [
                    .init(nil, .metatype(context.typeName(wrapped))), .init("forKey", key),
                ]))
                if let defaultValue = member.defaultValue, defaultValue != .literal(.nil) {
                    // A saved `nil` must stay `nil`; only a missing key takes the default.
                    value = .conditional(
                        .call(.member(container, "contains"), key), present, defaultValue)
                } else {
                    value = present
                }
            } else if let defaultValue = member.defaultValue {
                value = .binary(
                    .try(.call(.member(container, "decodeIfPresent"), [
                        .init(nil, .metatype(member.type)), .init("forKey", key),
                    ])),
                    "??", defaultValue)
            } else {
                value = .try(.call(.member(container, "decode"), [
                    .init(nil, .metatype(member.type)), .init("forKey", key),
                ]))
            }
            body.append(.assignment(target, value))
        }
        return Declaration(.function(FunctionDeclaration(
            access: context.access, name: .initializer(failable: false),
            parameters: [.init(label: "from", localName: "decoder", type: .existential(.named("Decoder")))],
            isThrowing: true, body: body)))
    }

    private func encoder(_ persisted: [StateMember]) -> Declaration {
        var body: [Statement] = []
        if persisted.isEmpty {
            body.append(.binding(
                isMutable: true, name: "container",
                value: .call(.member(.identifier("encoder"), "singleValueContainer"), [])))
            body.append(.expression(.try(.call(.member(.identifier("container"), "encode"), [
                .init(nil, .call(.type(.dictionary(key: .named("String"), value: .named("String"))), [])),
            ]))))
        } else {
            body.append(.binding(
                isMutable: true, name: "container",
                value: .call(.member(.identifier("encoder"), "container"), [
                    .init("keyedBy", .metatype(.named("CodingKeys"))),
                ])))
            for member in persisted {
                body.append(.expression(.try(.call(.member(.identifier("container"), "encode"), [
                    .init(nil, .member(.selfReference, member.name)), .init("forKey", .member(nil, member.name)),
                ]))))
            }
        }
        return Declaration(.function(FunctionDeclaration(
            access: context.access, name: .function("encode"),
            parameters: [.init(label: "to", localName: "encoder", type: .existential(.named("Encoder")))],
            isThrowing: true, body: body)))
    }
}
