import StoreSchema

/// For `persist: true`: Codable over the persisted members only. Members
/// that are not persisted take their defaults when decoding; a persisted
/// member missing from an older file takes its default too, so adding a
/// field with a default needs no migration. A module's state is saved when
/// the schema saves the module (`persist:`, by default a child that is data,
/// not navigation) and its own store's state is Codable, which is checked at
/// run time so the file compiles either way; a module that is not saved
/// starts from its initial value. Derived values are never written: decoding
/// computes them from the members it read.
struct PersistenceTranslation {
    let context: TranslationContext

    /// Members written to disk: fields not marked `persist: false`, and the
    /// states of the modules the schema saves. (A field that is not persisted
    /// always has a default to start from: the validator's `PersistenceCheck`
    /// sees to it; every module has one.)
    private var persisted: [StateMember] {
        context.stateMembers.filter(\.persist)
    }

    var declarations: [Declaration] {
        // `codable: true`: the same Codable, without a saved format.
        guard context.definition.persist || context.definition.codable else { return [] }
        let persisted = persisted
        var members: [Declaration] = []
        members.append(decoder(persisted))
        members.append(encoder(persisted))
        if persisted.contains(where: { $0.module != nil }) {
            members += moduleCodingHelpers
        }
        let codable = Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType, conformances: [.named("Codable")], requirements: [],
                    members: members)))
        let columns = TableRowColumnsTranslation(context: context).declaration.map { [$0] } ?? []
        guard context.definition.persist else { return [codable] + columns }
        switch context.definition.storage {
        case .json: return [codable, defaultPersistence] + columns
        case .sqlite: return [codable, TablePersistenceTranslation(context: context).declaration] + columns
        }
    }

    /// Whether an embedded state is Codable is known only where its store is
    /// declared, so it is asked at run time (through `Any`, which never warns).
    private var moduleCodingHelpers: [Declaration] {
        let value = TypeName.named("Value")
        let keys = TypeName.named("StoreCodingKey")
        let decode = Declaration(
            comment: .documentation(
                "The saved embedded state, or nil when its store does not persist or none was saved."),
            .function(
                FunctionDeclaration(
                    access: .private, modifiers: [.static], name: .function(NamingPolicy.StateMember.decodeIfCodable),
                    genericParameters: [GenericParameter("Value")],
                    parameters: [
                        .init(label: "_", localName: "type", type: .metatype(value)),
                        .init(
                            label: "from", localName: "container",
                            type: .generic(.named("KeyedDecodingContainer"), [keys])),
                        .init(label: "forKey", localName: "key", type: keys),
                    ],
                    isThrowing: true, result: .optional(value),
                    body: [
                        .guardLet(
                            name: "decodable",
                            value: .conditionalCast(
                                .parenthesized(.coerce(.identifier("type"), .named("Any"))),
                                .existential(.metatype(.named("Decodable")))),
                            otherwise: [.return(.literal(.nil))]),
                        .return(
                            .conditionalCast(
                                .try(
                                    .call(
                                        .member(.identifier("container"), "decodeIfPresent"),
                                        [
                                            .init(nil, .identifier("decodable")), .init("forKey", .identifier("key")),
                                        ])),
                                value)),
                    ])))
        let encode = Declaration(
            comment: .documentation("Saves an embedded state when its store persists."),
            .function(
                FunctionDeclaration(
                    access: .private, modifiers: [.static], name: .function(NamingPolicy.StateMember.encodeIfCodable),
                    genericParameters: [GenericParameter("Value")],
                    parameters: [
                        .init(label: "_", localName: "value", type: value),
                        .init(
                            label: "to", localName: "container",
                            type: .inOut(.generic(.named("KeyedEncodingContainer"), [keys]))),
                        .init(label: "forKey", localName: "key", type: keys),
                    ],
                    isThrowing: true,
                    body: [
                        .guardLet(
                            name: "encodable",
                            value: .conditionalCast(
                                .parenthesized(.coerce(.identifier("value"), .named("Any"))),
                                .existential(.named("Encodable"))),
                            otherwise: [.return(nil)]),
                        .expression(
                            .try(
                                .call(
                                    .member(.identifier("container"), "encode"),
                                    [
                                        .init(nil, .identifier("encodable")), .init("forKey", .identifier("key")),
                                    ]))),
                    ])))
        return [decode, encode]
    }

    /// `<Store>State.persistence()` in the app's data folder, or
    /// `persistence(at:)` for a file the app chooses, both written at the
    /// schema's `version` (also `stateVersion`), so an app never restates it,
    /// and both taking the runtime's save options (delay, did-save, errors):
    /// the runtime's `PersistentState` declares them from the version and the
    /// file's name, so the generated file needs no Foundation for them; with
    /// `migrations:`, whose `migrate` is required, they are generated.
    private var defaultPersistence: Declaration {
        guard context.definition.migrations.isEmpty else { return migratingPersistence }
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType, conformances: [.named("PersistentState")], requirements: [],
                    members: [
                        stateVersion,
                        context.staticConstant(
                            NamingPolicy.StateMember.stateFileName, "String", .string(fileName),
                            "The state file's name in the app's data folder unless the app names another."),
                    ])))
    }

    /// `<Store>.json`: the state file's name unless the app names another.
    private var fileName: String { context.definition.name + ".json" }

    /// `static var stateVersion: Int { <version> }`.
    private var stateVersion: Declaration {
        context.staticConstant(
            NamingPolicy.StateMember.stateVersion, "Int", .literal(.integer(String(context.definition.version))),
            "The schema's state `version`: what the state file is written at.")
    }

    /// `persistence(fileName:migrate:…)` and `persistence(at:migrate:…)` of a
    /// schema with `migrations:`, whose `migrate` has no default, so the
    /// schema's promise (which `storegen check-compat` relies on) is kept by
    /// the compiler.
    private var migratingPersistence: Declaration {
        let persistenceType = TypeName.generic(.named("StatePersistence"), [context.stateType])
        let migrations = context.definition.migrations
        let migrateParameter = FunctionDeclaration.Parameter(
            label: "migrate",
            type: .function(
                attributes: [.escaping, .sendable], parameters: [.named("Data"), .named("Int")], throws: true,
                result: context.stateType))
        let migratedVersions =
            " (the schema's `migrations:` lists \(migrations.map(String.init).joined(separator: ", ")))"
        let onErrorType = TypeName.function(
            attributes: [.escaping, .sendable], parameters: [.named("PersistenceError")], result: .void)
        let onSaveType = TypeName.optional(.function(attributes: [.sendable], parameters: [], result: .void))
        let defaults = Expression.identifier("StatePersistenceDefaults")
        let version = Expression.identifier(NamingPolicy.StateMember.stateVersion)
        // The runtime's defaults by name, so they are decided in one place.
        let commonParameters: [FunctionDeclaration.Parameter] = [
            migrateParameter,
            .init(label: "saveDelay", type: .named("Duration"), defaultValue: .member(defaults, "saveDelay")),
            .init(label: "onSave", type: onSaveType, defaultValue: .literal(.nil)),
            .init(label: "onError", type: onErrorType, defaultValue: .member(defaults, "reportToStandardError")),
        ]
        let commonArguments: [Expression.Argument] = [
            .init("version", version),
            .init("migrate", .identifier("migrate")),
            .init("onError", .identifier("onError")),
            .init("saveDelay", .identifier("saveDelay")),
            .init("didSave", .identifier("onSave")),
        ]
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType, conformances: [], requirements: [],
                    members: [
                        stateVersion,
                        Declaration(
                            comment: .documentation(
                                """
                                Keeps the state in `fileName` in the app's data folder, at `stateVersion`.
                                `migrate` turns the JSON of a state saved at an older version\(migratedVersions) \
                                into the current state;
                                changes are gathered for `saveDelay` into one write, after which `onSave` is called
                                (on the save queue); `onError` receives every load and save failure (by default,
                                standard error).
                                """),
                            .function(
                                FunctionDeclaration(
                                    access: context.access, modifiers: [.static],
                                    name: .function(NamingPolicy.StateMember.persistence),
                                    parameters: [
                                        .init(
                                            label: "fileName", type: .named("String"), defaultValue: .string(fileName))
                                    ]
                                        + commonParameters,
                                    result: persistenceType,
                                    body: [
                                        .expression(
                                            .call(
                                                .member(nil, "applicationSupport"),
                                                [.init("fileName", .identifier("fileName"))] + commonArguments))
                                    ]))),
                        Declaration(
                            comment: .documentation(
                                """
                                Keeps the state in the file at `url` (one the user chose), at `stateVersion`.
                                `migrate`, `saveDelay`, `onSave` and `onError` as for `persistence(fileName:)`.
                                """),
                            .function(
                                FunctionDeclaration(
                                    access: context.access, modifiers: [.static],
                                    name: .function(NamingPolicy.StateMember.persistence),
                                    parameters: [.init(label: "at", localName: "url", type: .named("URL"))]
                                        + commonParameters,
                                    result: persistenceType,
                                    body: [
                                        .expression(
                                            .call(
                                                .type(persistenceType),
                                                [.init("url", .identifier("url"))] + commonArguments))
                                    ]))),
                    ])))
    }

    /// Starts from the schema's defaults (delegating to the memberwise
    /// initializer with the fields that have none), then overwrites each
    /// persisted field found in the file. After the delegation `self` is one
    /// initialized value, so the compiler's definite-initialization analysis
    /// does not track every stored property through every `try`, which made
    /// decoding a large state cost the square of its size.
    private func decoder(_ persisted: [StateMember]) -> Declaration {
        let container = Expression.identifier("container")
        func key(_ member: StateMember) -> Expression { .string(member.name) }
        var body: [Statement] = []
        if !persisted.isEmpty {
            body.append(CodableMembers.keyedDecodingContainer(named: "container"))
        }
        let required = context.stateMembers.filter { $0.defaultValue == nil }
        body.append(
            .expression(
                .call(
                    .initializer(.selfReference),
                    required.map { member in
                        .init(
                            member.name,
                            .try(
                                .call(
                                    .member(container, "decodeField"),
                                    [
                                        .init(nil, .metatype(member.type)), .init("forKey", key(member)),
                                    ])))
                    })))
        let persistedNames = Set(persisted.map(\.name))
        var updates: [(Expression) -> Statement] = []
        var updated: [String] = []
        for member in context.stateMembers where member.defaultValue != nil && persistedNames.contains(member.name) {
            updated.append(member.name)
            if member.module != nil {
                updates.append { state in
                    let target = Expression.member(state, member.name)
                    return .assignment(
                        target,
                        .binary(
                            .try(
                                .call(
                                    .member(.type(context.stateType), NamingPolicy.StateMember.decodeIfCodable),
                                    [
                                        .init(nil, .metatype(member.type)), .init("from", container),
                                        .init("forKey", key(member)),
                                    ])),
                            .nilCoalescing, target))
                }
                continue
            }
            // Optional fields: a saved `nil` stays `nil`; only a missing key keeps the default.
            let method = (member.reference?.isOptional ?? false) ? "updateOptional" : "update"
            updates.append { state in
                .expression(
                    .try(
                        .call(
                            .member(container, method),
                            [
                                .init(nil, .inOut(.member(state, member.name))), .init("forKey", key(member)),
                            ])))
            }
        }
        body += BodyChunking.statements(
            updates, function: "decodeFields", captured: [CodableMembers.decoder, "container"], type: context.stateType,
            isThrowing: true)
        // Derived values are never saved. The initialiser above computed them
        // from the required fields and the defaults; those that read a field
        // read afterwards are computed again (and, through them, their dependents).
        let inputs = Set(
            context.definition.derived.flatMap(\.inputs)
                + SharedValueTranslation(context: context).sourceFields.map(\.name))
        let readAfterwards = updated.filter(inputs.contains)
        if !readAfterwards.isEmpty {
            body.append(
                .expression(
                    .call(
                        .member(.selfReference, NamingPolicy.StateMember.updateDerivedValues),
                        [.init("changed", context.fieldSet(readAfterwards))])))
        }
        return CodableMembers.decodingInitializer(access: context.access, body: body)
    }

    private func encoder(_ persisted: [StateMember]) -> Declaration {
        var body: [Statement] = []
        if persisted.isEmpty {
            body.append(
                .binding(
                    isMutable: true, name: "container",
                    value: .call(.member(.identifier(CodableMembers.encoder), "singleValueContainer"), [])))
            body.append(
                .expression(
                    .try(
                        .call(
                            .member(.identifier("container"), "encode"),
                            [
                                .init(
                                    nil, .call(.type(.dictionary(key: .named("String"), value: .named("String"))), []))
                            ]))))
        } else {
            let container = "container"
            body.append(CodableMembers.keyedEncodingContainer(named: container))
            let encodings = persisted.map { member in
                { (container: Expression) -> Statement in
                    if member.module != nil {
                        return .expression(
                            .try(
                                .call(
                                    .member(.type(context.stateType), NamingPolicy.StateMember.encodeIfCodable),
                                    [
                                        .init(nil, .member(.selfReference, member.name)),
                                        .init("to", .inOut(container)),
                                        .init("forKey", .string(member.name)),
                                    ])))
                    }
                    return .expression(
                        .try(
                            .call(
                                .member(container, "encodeField"),
                                [
                                    .init(nil, .member(.selfReference, member.name)),
                                    .init("forKey", .string(member.name)),
                                ])))
                }
            }
            body += BodyChunking.statements(
                encodings, function: "encodeFields", captured: [CodableMembers.encoder, container],
                type: .generic(.named("KeyedEncodingContainer"), [.named("StoreCodingKey")]), isThrowing: true,
                parameter: container, target: .identifier(container))
        }
        return CodableMembers.encodingFunction(access: context.access, body: body)
    }
}
