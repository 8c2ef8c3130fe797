import StoreSchema

/// `<Store>Reducer`: one requirement per action, and the generated `reduce`
/// that switches over every action and calls its handler, so the app writes
/// handlers and never a switch.
///
/// When an action declares `effects: true`, its handler returns an
/// `Effect`, the protocol refines `EffectfulState` instead of
/// `ReducibleState`, and the generated entry point is `reduceWithEffects`,
/// which returns what the handler returned (`.none` for the other actions).
/// A store with modules is effectful too, so that an embedded store's
/// effects reach the store that runs them (`Effect.embedding` picks the
/// embedded state's effects when it has them). A store with neither is
/// generated exactly as before.
struct ReducerTranslation {
    let context: TranslationContext

    private var startsEffects: Bool { context.startsEffects }

    /// `Effect<CounterAction>`: what an effect-starting handler returns.
    private var effectType: TypeName {
        .generic(.named("Effect"), [context.actionType])
    }

    var declarations: [Declaration] {
        [protocolDeclaration, reduceExtension]
    }

    private var allFieldsHaveDefaults: Bool {
        context.stateMembers.allSatisfy { $0.defaultValue != nil }
    }

    private var protocolDeclaration: Declaration {
        var requirements = context.definition.actions.map { action in
            Declaration(
                comment: action.doc.map(Comment.documentation), location: context.line(action.location),
                .function(handler(action, access: .internal, body: nil)))
        }
        requirements += context.definition.modules.map { module in
            Declaration(
                comment: .documentation("The embedded `\(module.name)` state, which `reduce(_:)` forwards its actions to."),
                location: context.line(module.location),
                .variable(VariableDeclaration(
                    access: .internal, name: module.name, type: context.moduleStateType(module),
                    storage: .requirement(settable: true))))
        }
        if allFieldsHaveDefaults {
            requirements.append(Declaration(
                comment: .documentation("The state with the schema's defaults, which stores start from."),
                .function(FunctionDeclaration(access: .internal, name: .initializer(failable: false), body: nil))))
        }
        let doc = """
            Handles every `\(context.actionName)`, one method per action.

            Conform `\(context.stateName)` to it in a file of your own (`storegen stubs`
            writes a scaffold once); the compiler lists each handler still missing, and
            the generated `\(entryPoint)(_:)` calls them.
            """
        return Declaration(
            comment: .documentation(doc),
            .protocolDeclaration(ProtocolDeclaration(
                access: context.access, name: context.reducerName,
                inherits: [.named(startsEffects ? "EffectfulState" : "ReducibleState"), .named("TrackedState")],
                requirements: [.sameType(.named("Action"), context.actionType)], members: requirements)))
    }

    /// The handler for `action`: `mutating func add(amount: Int)`, or
    /// `mutating func search(query: String) -> Effect<SearchAction>`.
    func handler(_ action: Action, access: AccessModifier, body: [Statement]?) -> FunctionDeclaration {
        let locals = ActionTranslation.bindings(action)
        return FunctionDeclaration(
            access: access, modifiers: [.mutating], name: .function(action.name),
            parameters: zip(action.params, locals).map { param, local in
                LocalNames.parameter(
                    label: param.name, local: body == nil ? param.name : local, type: context.typeName(param.type))
            },
            result: action.startsEffects ? effectType : nil,
            body: body)
    }

    /// The body the scaffold gives `action`'s handler: empty, or `return .none`.
    func emptyBody(_ action: Action) -> [Statement] {
        action.startsEffects ? [.return(.member(nil, "none"))] : []
    }

    /// `reduce`, or `reduceWithEffects` when the reducer returns effects.
    private var entryPoint: String {
        startsEffects ? NamingPolicy.StateMember.reduceWithEffects : NamingPolicy.StateMember.reduce
    }

    private var reduceExtension: Declaration {
        var cases = context.definition.actions.map { action in
            let locals = ActionTranslation.bindings(action)
            // A binding, or `reduce`'s own parameter, named like the handler
            // would hide it: call through `self`.
            let callee: Expression = locals.contains(action.name) || action.name == "action"
                ? .member(.selfReference, action.name) : .identifier(action.name)
            let call = Expression.call(callee, zip(action.params, locals).map { .init($0.name, .identifier($1)) })
            return SwitchCase(.enumCase(name: action.name, bindings: locals), handling(call, startsEffects: action.startsEffects))
        }
        cases += context.definition.modules.map { module in
            // return .embedding(&self.reports, action, as: { .reports($0) })
            SwitchCase(
                .enumCase(name: module.name, bindings: ["action"]),
                [.return(.call(.member(nil, "embedding"), [
                    .init(nil, .inOut(.member(.selfReference, module.name))),
                    .init(nil, .identifier("action")),
                    .init("as", .closure([.expression(.call(.member(nil, module.name), [.init(nil, .closureArgument(0))]))])),
                ]))])
        }
        return Declaration(.extensionDeclaration(ExtensionDeclaration(
            extendedType: .named(context.reducerName), conformances: [], requirements: [],
            members: [
                Declaration(
                    comment: .documentation(startsEffects
                        ? "Applies `action` by calling its handler; returns the effects it starts."
                        : "Applies `action` by calling its handler."),
                    .function(FunctionDeclaration(
                        access: context.access, modifiers: [.mutating],
                        name: .function(entryPoint),
                        parameters: [.init(label: "_", localName: "action", type: context.actionType)],
                        result: startsEffects ? effectType : nil,
                        body: CaseMatching.statements(over: .identifier("action"), cases)))),
            ])))
    }

    /// A case's body: the handler call, which returns its effects in an
    /// effectful reducer (`.none` after a handler that starts none).
    private func handling(_ call: Expression, startsEffects handlerStartsEffects: Bool) -> [Statement] {
        guard startsEffects else { return [.expression(call)] }
        if handlerStartsEffects { return [.return(call)] }
        return [.expression(call), .return(.member(nil, "none"))]
    }
}
