import StoreSchema

/// `<Store>Action`: one case per action with labelled values, and one
/// unlabelled case per module wrapping that module's actions.
struct ActionTranslation {
    let context: TranslationContext

    var declaration: Declaration {
        var cases = context.definition.actions.map { action in
            Declaration(
                comment: action.doc.map(Comment.documentation), location: context.line(action.location),
                .enumCase(EnumCaseDeclaration(
                    name: action.name,
                    associatedValues: action.params.map { param in
                        .init(
                            label: param.name, type: context.typeName(param.type),
                            defaultValue: param.defaultValue.map {
                                DefaultValueTranslation(context: context).expression($0, for: param.type)
                            })
                    })))
        }
        cases += context.definition.modules.map { module in
            Declaration(
                comment: .documentation("An action of the embedded `\(module.name)` module, for its own reducer."),
                location: context.line(module.location),
                .enumCase(EnumCaseDeclaration(
                    name: module.name,
                    associatedValues: [.init(label: nil, type: context.moduleActionType(module), defaultValue: nil)])))
        }
        if cases.isEmpty {
            return emptyDeclaration
        }
        return Declaration(
            comment: .documentation(
                "Everything that can happen to a `\(context.stateName)`; Codable, so actions can be\nlogged and replayed."),
            .enumeration(EnumDeclaration(
                access: context.access, name: context.actionName,
                conformances: [.named("Equatable"), .named("Sendable"), .named("Codable")], members: cases)))
    }

    /// A store without actions: Swift cannot synthesize Codable for an enum
    /// without cases, so it is written out (there is never a value to code).
    private var emptyDeclaration: Declaration {
        let decode = CodableMembers.decodingInitializer(
            access: context.access,
            body: [.throw(.call(.member(.type(.named("DecodingError")), "dataCorrupted"), .call(
                .member(.type(.named("DecodingError")), "Context"), [
                    .init("codingPath", .member(.identifier(CodableMembers.decoder), "codingPath")),
                    .init("debugDescription", .string("\(context.actionName) has no cases")),
                ])))])
        let encode = CodableMembers.encodingFunction(access: context.access, body: [.switch(.selfReference, [])])
        return Declaration(
            comment: .documentation("The store has no actions yet, so its state never changes."),
            .enumeration(EnumDeclaration(
                access: context.access, name: context.actionName,
                conformances: [.named("Equatable"), .named("Sendable"), .named("Codable")],
                members: [decode, encode])))
    }

    /// The values an action's case carries, bound to local names for a `switch`.
    static func bindings(_ action: Action) -> [String] {
        NamingPolicy.localNames(for: action.params.map(\.name))
    }

    /// `.name(label: local, ...)` rebuilding a case from its bindings.
    static func rebuild(_ action: Action, from locals: [String]) -> Expression {
        if action.params.isEmpty { return .member(nil, action.name) }
        return .call(.member(nil, action.name), zip(action.params, locals).map { .init($0.name, .identifier($1)) })
    }
}
