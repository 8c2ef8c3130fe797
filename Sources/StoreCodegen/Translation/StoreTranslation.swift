/// `<Store>Store` and the ways to create one from the schema's defaults.
struct StoreTranslation {
    let context: TranslationContext

    /// `Store` specialised to this schema's state and action.
    var storeType: TypeName {
        .generic(.named("Store"), [context.stateType, context.actionType])
    }

    var declarations: [Declaration] {
        var declarations = [
            Declaration(
                comment: .documentation(
                    "The store of `\(context.stateName)`: dispatch `\(context.actionName)`s, subscribe to props."),
                .typeAlias(TypeAliasDeclaration(access: context.access, name: context.storeName, type: storeType)))
        ]
        if context.stateMembers.allSatisfy({ $0.defaultValue != nil }) {
            declarations.append(defaultsInitializer)
            if context.definition.persist {
                declarations.append(persistedInitializer)
            }
        }
        return declarations
    }

    /// `TimeTrackerStore(persistence: TimeTrackerState.persistence())`: starts
    /// from the saved state, or the schema's defaults, and saves after changes.
    private var persistedInitializer: Declaration {
        let middlewareType = TypeName.array(.generic(.named("Middleware"), [.named("State"), .named("Action")]))
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: .named("Store"), conformances: [],
                    requirements: [
                        .conformance(.named("State"), .named(context.reducerName)),
                        .conformance(.named("State"), .named("Codable")),
                        .sameType(.named("Action"), context.actionType),
                    ],
                    members: [
                        Declaration(
                            comment: .documentation(
                                """
                                A store that starts from the state `persistence` saved (or the schema's defaults)
                                and saves after each change.
                                """),
                            .function(
                                FunctionDeclaration(
                                    access: context.access, modifiers: [.convenience],
                                    name: .initializer(failable: false),
                                    parameters: [
                                        .init(
                                            label: "persistence",
                                            type: .generic(.named("StatePersistence"), [.named("State")])),
                                        .init(
                                            label: "middleware", type: middlewareType,
                                            defaultValue: .literal(.array([]))),
                                    ],
                                    body: [
                                        .expression(
                                            .call(
                                                .initializer(.selfReference),
                                                [
                                                    .init("initialState", .call(.type(.named("State")), [])),
                                                    .init("persistence", .identifier("persistence")),
                                                    .init("middleware", .identifier("middleware")),
                                                ]))
                                    ])))
                    ])))
    }

    /// `CounterStore()`: generic over the conforming state so that this file
    /// compiles before the app writes its reducer, and a missing conformance
    /// is reported where the store is created.
    private var defaultsInitializer: Declaration {
        let middlewareType = TypeName.array(.generic(.named("Middleware"), [.named("State"), .named("Action")]))
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: .named("Store"), conformances: [],
                    requirements: [
                        .conformance(.named("State"), .named(context.reducerName)),
                        .sameType(.named("Action"), context.actionType),
                    ],
                    members: [
                        Declaration(
                            comment: .documentation("A store starting from the schema's defaults."),
                            .function(
                                FunctionDeclaration(
                                    access: context.access, modifiers: [.convenience],
                                    name: .initializer(failable: false),
                                    parameters: [
                                        .init(
                                            label: "middleware", type: middlewareType,
                                            defaultValue: .literal(.array([])))
                                    ],
                                    body: [
                                        .expression(
                                            .call(
                                                .initializer(.selfReference),
                                                [
                                                    .init("initialState", .call(.type(.named("State")), [])),
                                                    .init("middleware", .identifier("middleware")),
                                                ]))
                                    ])))
                    ])))
    }
}
