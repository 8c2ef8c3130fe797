import StoreSchema

/// For each `oneOf:` or `stack:` module, the enum of its features' states
/// (`<Store><Name>`, one case per feature) and of their actions
/// (`<Store><Name>Action`), and the reducer that routes an action to the
/// feature of its case: the one thing generated per such module; holding,
/// presenting, pushing and cancelling are the runtime's (`Effect.presented`,
/// `Effect.stack`, `ChildStack`). A case that holds a value (`{type:
/// Meeting}`) has a state case and no action case: nothing reduces it.
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
                .enumCase(
                    EnumCaseDeclaration(
                        name: item.name,
                        associatedValues: [.init(label: nil, type: stateType(item), defaultValue: nil)])))
        }
        let caseIndex = Declaration(
            comment: .documentation("The position of the case in the schema (`OneOfState`)."),
            .variable(
                VariableDeclaration(
                    access: context.access, name: "caseIndex", type: .named("Int"),
                    storage: .computed([
                        .switch(
                            .selfReference,
                            module.cases.enumerated().map { index, item in
                                SwitchCase(
                                    .enumCase(name: item.name, bindings: []),
                                    [.return(.literal(.integer(String(index))))])
                            })
                    ]))))
        let held =
            isStack
            ? "a screen of the `\(module.name)` stack can be" : "the `\(module.name)` child can be, one at a time"
        let state = Declaration(
            comment: .documentation("The features \(held): one case per feature, holding its state."),
            .enumeration(
                EnumDeclaration(
                    access: context.access, name: stateName,
                    conformances: [.named("Equatable"), .named("Sendable")] + (codable ? [.named("Codable")] : []) + [
                        .named("OneOfState")
                    ],
                    members: stateCases + [caseIndex])))
        // Features and alerts have actions; a case holding a value has none.
        let features = module.cases.filter { $0.value == nil }
        let actionDoc = "An action of one of the features of `\(stateName)`, by case."
        let action: Declaration
        if features.isEmpty {
            action = ActionTranslation.emptyEnumeration(
                actionName, access: context.access,
                doc: actionDoc + " Its cases all hold values, which have no actions.")
        } else {
            action = Declaration(
                comment: .documentation(actionDoc),
                .enumeration(
                    EnumDeclaration(
                        // An alert's buttons hold this store's actions, which hold this enum.
                        access: context.access, isIndirect: features.contains(where: \.holdsAlerts), name: actionName,
                        conformances: [.named("Equatable"), .named("Sendable"), .named("Codable")],
                        members: features.map { item in
                            Declaration(
                                .enumCase(
                                    EnumCaseDeclaration(
                                        name: item.name,
                                        associatedValues: [.init(label: nil, type: actionType(item), defaultValue: nil)]
                                    )))
                        })))
        }
        return [state, action, reducer(module, stateName: stateName, actionName: actionName)]
    }

    /// `reduceWithEffects`: a switch over (case, action) that applies the
    /// action to the state of its case, and reports one for another case.
    /// The one case of a single-case module is matched with `if case`: a
    /// switch over it would not be exhaustive when its feature has no
    /// actions, and its `default` would never run when it has some.
    private func reducer(_ module: Module, stateName: String, actionName: String) -> Declaration {
        let features = module.cases.filter { $0.value == nil }
        let patterns = features.map { item in
            (
                state: SwitchCase.Pattern.nestedCase(
                    name: item.name, inner: [.binding(isMutable: true, name: "state")]),
                action: SwitchCase.Pattern.nestedCase(
                    name: item.name, inner: [.binding(isMutable: false, name: "action")])
            )
        }
        let bodies: [[Statement]] = features.map { item in
            [
                .binding(
                    isMutable: false, name: "effect",
                    value: .call(
                        .member(.type(.named("Effect")), "embedding"),
                        [
                            .init(nil, .inOut(.identifier("state"))),
                            .init(nil, .identifier("action")),
                            .init("as", .member(.type(.named(actionName)), item.name)),
                        ])),
                .assignment(.selfReference, .call(.member(nil, item.name), [.init(nil, .identifier("state"))])),
                .return(.identifier("effect")),
            ]
        }
        let otherCase = Statement.return(.call(.member(nil, "otherCase"), .identifier("action")))
        let body: [Statement]
        if features.isEmpty {
            // No case has actions: the action type has no values, and any code here would never run.
            body = []
        } else if module.cases.count == 1, let only = patterns.first, let onlyBody = bodies.first {
            body = [
                .ifCase(
                    [
                        CaseCondition(pattern: only.state, value: .selfReference),
                        CaseCondition(pattern: only.action, value: .identifier("action")),
                    ], body: onlyBody),
                otherCase,
            ]
        } else {
            var cases = zip(patterns, bodies).map { SwitchCase(.tuple([$0.state, $0.action]), $1) }
            cases.append(SwitchCase(.default, [otherCase]))
            body = [.switch(.tuple([.selfReference, .identifier("action")]), cases)]
        }
        let effectType = TypeName.generic(.named("Effect"), [.named(actionName)])
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: .named(stateName), conformances: [.named("EffectfulState")], requirements: [],
                    members: [
                        Declaration(
                            .typeAlias(
                                TypeAliasDeclaration(
                                    access: context.access, name: "Action", type: .named(actionName)))),
                        Declaration(
                            comment: .documentation(
                                """
                                Applies `action` to the feature of its case and returns its effects; an action \
                                for another case is dropped and reported.
                                """),
                            .function(
                                FunctionDeclaration(
                                    access: context.access, modifiers: [.mutating],
                                    name: .function(NamingPolicy.StateMember.reduceWithEffects),
                                    parameters: [.init(label: "_", localName: "action", type: .named(actionName))],
                                    result: effectType,
                                    body: body))),
                    ])))
    }

    /// The state a case holds: its feature's (`DetailState`), its value's
    /// type, or an alert of this store (`AlertState<DetailAction>`).
    private func stateType(_ item: ModuleCase) -> TypeName {
        if item.holdsAlerts { return .generic(.named("AlertState"), [context.actionType]) }
        return item.value.map(context.typeName) ?? .named(NamingPolicy.stateType(ofStore: item.store))
    }

    /// The actions of a case: its feature's (`DetailAction`), or an alert's
    /// (`AlertAction<DetailAction>`).
    private func actionType(_ item: ModuleCase) -> TypeName {
        if item.holdsAlerts { return .generic(.named("AlertAction"), [context.actionType]) }
        return .named(NamingPolicy.actionType(ofStore: item.store))
    }
}
