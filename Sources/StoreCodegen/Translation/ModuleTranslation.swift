import StoreSchema

/// For each embedded module, a store scoped to its state and actions, so a
/// feature's target works with its own store and never sees the parent:
/// `store.reports`; `store.sheet`, `nil` while the sheet is absent;
/// `store.rows(id:)` and `store.path(id:)`, `nil` for an id that is gone;
/// and on a store of a one-of or stack module's enum, one per case:
/// `store.path(id: id)?.detail`, `nil` unless the screen is a detail.
/// (Its state field, action case and forwarding come with the state, action
/// and reducer translations.)
struct ModuleTranslation {
    let context: TranslationContext

    var members: [Declaration] {
        context.definition.modules.map { module in
            let childStore = TypeName.generic(
                .named("Store"), [context.childStateType(module), context.childActionType(module)])
            let field = Expression.literal(.array([.member(nil, module.name)]))
            switch module.kind {
            case .always:
                // One line: the runtime finds the module's actions in the parent's by their type.
                let scope = Expression.call(
                    .identifier("scope"),
                    [
                        .init("state", .closure([.expression(.member(.closureArgument(0), module.name))])),
                        .init("action", wrap(module)),
                        // The module's named field (`[.reports]`): the store takes no bare indices.
                        .init("fields", field),
                    ])
                return Declaration(
                    comment: .documentation(module.doc ?? "A store scoped to the embedded `\(module.name)` module."),
                    location: context.line(module.location),
                    .variable(
                        VariableDeclaration(
                            access: context.access, name: module.name, type: childStore,
                            storage: .computed([.expression(scope)]))))
            case .optional, .oneOf:
                let scope = Self.scope(
                    present: .member(.closureArgument(0), module.name), action: wrap(module),
                    extract: .nestedCase(name: module.name, inner: [Self.action]), fields: field, returns: false)
                return Declaration(
                    comment: .documentation(
                        "A store scoped to the `\(module.name)` child while it is present; `nil` while it is absent."),
                    location: context.line(module.location),
                    .variable(
                        VariableDeclaration(
                            access: context.access, name: module.name, type: .optional(childStore),
                            storage: .computed([scope]))))
            case .list, .stack:
                let idType: TypeName =
                    module.kind == .list ? .member(context.childStateType(module), "ID") : .named("StackElementID")
                let element = Expression.subscript(
                    .member(.closureArgument(0), module.name), [.init("id", .identifier("id"))])
                // `ElementAction.element(id: id, in: AppAction.rows)`: made by the runtime, so a
                // row without actions (whose action type has no values) leaves no closure that never runs.
                let wrapping = TypeName.named(module.kind == .list ? "ElementAction" : "StackAction")
                let action = Expression.call(
                    .member(.type(wrapping), "element"),
                    [
                        .init("id", .identifier("id")), .init("in", wrap(module)),
                    ])
                // `.rows(.element(id, let action))`: an action for the element of this `id`.
                let extract = SwitchCase.Pattern.nestedCase(
                    name: module.name,
                    inner: [
                        .nestedCase(name: "element", inner: [.expression(.identifier("id")), Self.action])
                    ])
                return Declaration(
                    comment: .documentation(
                        """
                        A store scoped to the `\(module.name)` element of `id` while it is there; `nil` \
                        once it is gone.
                        """),
                    location: context.line(module.location),
                    .function(
                        FunctionDeclaration(
                            access: context.access, name: .function(module.name),
                            parameters: [.init(label: "id", type: idType)],
                            result: .optional(childStore),
                            body: [
                                Self.scope(
                                    present: element, action: action, extract: extract, fields: field, returns: true)
                            ])))
            }
        }
    }

    /// Per `oneOf:` or `stack:` module, `extension Store where State ==
    /// AppPath, Action == AppPathAction` with a store per case: `detail`,
    /// scoped to the feature while the child (or screen) is that case, `nil`
    /// otherwise, so a screen is used with its own store and subscriptions.
    var caseStores: [Declaration] {
        context.definition.modules.filter { $0.cases.contains { $0.value == nil } }.map { module in
            let stateName = TypeName.named(context.naming.childStateType(forModule: module.name))
            let actionName = TypeName.named(context.naming.childActionType(forModule: module.name))
            let what = if case .stack = module.kind { "screen" } else { "child" }
            // A case that holds a value has no store: its state is read from the enum.
            let members = module.cases.filter { $0.value == nil }.map { item in
                // An alert's store is what `View.alert(_:)` shows.
                let childStore = TypeName.generic(
                    .named("Store"),
                    item.holdsAlerts
                        ? [
                            .generic(.named("AlertState"), [context.actionType]),
                            .generic(.named("AlertAction"), [context.actionType]),
                        ]
                        : [
                            .named(NamingPolicy.stateType(ofStore: item.store)),
                            .named(NamingPolicy.actionType(ofStore: item.store)),
                        ])
                let scope = Statement.wrappedCall(
                    .identifier("scope"),
                    [
                        .init("present", .caseValue(item.name)),
                        .init("action", .member(.type(actionName), item.name)),
                        .init("extract", .caseBinding(.nestedCase(name: item.name, inner: [Self.action]), "action")),
                    ], returns: false)
                return Declaration(
                    comment: .documentation(
                        """
                        A store scoped to the `\(item.name)` feature while the \(what) is one; `nil` \
                        while it is another or gone.
                        """),
                    location: context.line(item.location),
                    .variable(
                        VariableDeclaration(
                            access: context.access, name: item.name, type: .optional(childStore),
                            storage: .computed([scope]))))
            }
            return Declaration(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: .named("Store"), conformances: [],
                        requirements: [.sameType(.named("State"), stateName), .sameType(.named("Action"), actionName)],
                        members: members)))
        }
    }

    /// `AppAction.sheet`: the case, as a function from the child's action.
    /// Never a closure: one whose parameter is a child action type without
    /// values (a store without actions) would be code that never runs, a
    /// compiler warning in the app's build.
    private func wrap(_ module: Module) -> Expression {
        .member(.type(context.actionType), module.name)
    }

    /// `let action`: the child action an `extract` closure binds.
    private static let action = SwitchCase.Pattern.binding(isMutable: false, name: "action")

    /// `scope(present: { … }, action: { … }, extract: { … }, fields: [.name])`,
    /// an argument a line: `extract` finds, in a parent action, the child
    /// action sent to this child (which the child's action subscriptions hear).
    private static func scope(
        present child: Expression, action: Expression, extract: SwitchCase.Pattern, fields: Expression, returns: Bool
    ) -> Statement {
        .wrappedCall(
            .identifier("scope"),
            [
                .init("present", .closure([.expression(child)])),
                .init("action", action),
                .init("extract", .caseBinding(extract, "action")),
                .init("fields", fields),
            ], returns: returns)
    }
}
