import StoreSchema

/// For each `oneOf:` or `stack:` module, the enum of its features' states
/// (`<Store><Name>`, one case per feature) and of their actions
/// (`<Store><Name>Action`), and the reducer that routes an action to the
/// feature of its case: the one thing generated per such module; holding,
/// presenting, pushing and cancelling are the runtime's (`Effect.presented`,
/// `Effect.stack`, `ChildStack`).
struct ChildEnumTranslation {
    let context: TranslationContext

    var declarations: [Declaration] {
        context.definition.modules.filter { !$0.cases.isEmpty }.flatMap(declarations)
    }

    private func declarations(_ module: Module) -> [Declaration] {
        let stateName = context.naming.childStateType(forModule: module.name)
        let actionName = context.naming.childActionType(forModule: module.name)
        let isStack = if case .stack = module.kind { true } else { false }
        // A pushed screen travels in a Codable action; a one-of child is
        // saved with a state that is Codable when the schema saves it.
        let codable = isStack || (module.persist && (context.definition.persist || context.definition.codable))
        let stateCases = module.cases.map { item in
            Declaration(
                location: context.line(item.location),
                .enumCase(EnumCaseDeclaration(
                    name: item.name,
                    associatedValues: [.init(label: nil, type: .named(NamingPolicy.stateType(ofStore: item.store)), defaultValue: nil)])))
        }
        let caseIndex = Declaration(
            comment: .documentation("The position of the case in the schema (`OneOfState`)."),
            .variable(VariableDeclaration(
                access: context.access, name: "caseIndex", type: .named("Int"),
                storage: .computed([.switch(.selfReference, module.cases.enumerated().map { index, item in
                    SwitchCase(.enumCase(name: item.name, bindings: []), [.return(.literal(.integer(String(index))))])
                })]))))
        let held = isStack ? "a screen of the `\(module.name)` stack can be" : "the `\(module.name)` child can be, one at a time"
        let state = Declaration(
            comment: .documentation("The features \(held): one case per feature, holding its state."),
            .enumeration(EnumDeclaration(
                access: context.access, name: stateName,
                conformances: [.named("Equatable"), .named("Sendable")] + (codable ? [.named("Codable")] : []) + [.named("OneOfState")],
                members: stateCases + [caseIndex])))
        let action = Declaration(
            comment: .documentation("An action of one of the features of `\(stateName)`, by case."),
            .enumeration(EnumDeclaration(
                access: context.access, name: actionName,
                conformances: [.named("Equatable"), .named("Sendable"), .named("Codable")],
                members: module.cases.map { item in
                    Declaration(.enumCase(EnumCaseDeclaration(
                        name: item.name,
                        associatedValues: [.init(label: nil, type: .named(NamingPolicy.actionType(ofStore: item.store)), defaultValue: nil)])))
                })))
        return [state, action, reducer(module, stateName: stateName, actionName: actionName)]
    }

    /// `reduceWithEffects`: a switch over (case, action) that applies the
    /// action to the state of its case, and reports one for another case.
    private func reducer(_ module: Module, stateName: String, actionName: String) -> Declaration {
        var cases = module.cases.map { item in
            SwitchCase(
                .tuple([
                    .nestedCase(name: item.name, inner: [.binding(isMutable: true, name: "state")]),
                    .nestedCase(name: item.name, inner: [.binding(isMutable: false, name: "action")]),
                ]),
                [
                    .binding(isMutable: false, name: "effect", value: .call(.member(.type(.named("Effect")), "embedding"), [
                        .init(nil, .inOut(.identifier("state"))),
                        .init(nil, .identifier("action")),
                        .init("as", .closure([.expression(.call(
                            .member(.type(.named(actionName)), item.name), [.init(nil, .closureArgument(0))]))])),
                    ])),
                    .assignment(.selfReference, .call(.member(nil, item.name), [.init(nil, .identifier("state"))])),
                    .return(.identifier("effect")),
                ])
        }
        if module.cases.count > 1 {
            cases.append(SwitchCase(.default, [.return(.call(.member(nil, "otherCase"), .identifier("action")))]))
        }
        let effectType = TypeName.generic(.named("Effect"), [.named(actionName)])
        return Declaration(.extensionDeclaration(ExtensionDeclaration(
            extendedType: .named(stateName), conformances: [.named("EffectfulState")], requirements: [],
            members: [
                Declaration(.typeAlias(TypeAliasDeclaration(access: context.access, name: "Action", type: .named(actionName)))),
                Declaration(
                    comment: .documentation(
                        "Applies `action` to the feature of its case and returns its effects; an action for another case is dropped and reported."),
                    .function(FunctionDeclaration(
                        access: context.access, modifiers: [.mutating], name: .function(NamingPolicy.StateMember.reduceWithEffects),
                        parameters: [.init(label: "_", localName: "action", type: .named(actionName))],
                        result: effectType,
                        body: [.switch(.tuple([.selfReference, .identifier("action")]), cases)]))),
            ])))
    }
}
