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
///
/// An action that `uses:` dependencies has a handler that receives each after
/// its parameters (`uuid: UUIDSource`, `now: Date`, the app's own), read by
/// the generated reducer from `StoreDependencies.current`, which the store
/// binds for a `DependentState`: what the protocol refines when a handler
/// uses one, or the store embeds others (whose handlers may).
struct ReducerTranslation {
    let context: TranslationContext

    private var startsEffects: Bool { context.startsEffects }

    /// `Effect<CounterAction>`: what an effect-starting handler returns.
    private var effectType: TypeName {
        .generic(.named("Effect"), [context.actionType])
    }

    var declarations: [Declaration] {
        [protocolDeclaration, reduceExtension] + ReducerConformanceCheck(context: context).declarations
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
                comment: .documentation(
                    "The embedded `\(module.name)` state, which `reduce(_:)` forwards its actions to."),
                location: context.line(module.location),
                .variable(
                    VariableDeclaration(
                        access: .internal, name: module.name, type: context.moduleStateType(module),
                        storage: .requirement(settable: true))))
        }
        requirements += SharedValueTranslation(context: context).requirements
        requirements += context.definition.modules.filter { !$0.outputs.isEmpty }.map { module in
            let outputs = module.outputs.map { output in
                "`" + ([output.caseName].compactMap { $0 } + [output.action]).joined(separator: ".") + "`"
            }
            return Declaration(
                comment: .documentation(
                    """
                    What the `\(module.name)` child tells this store: called with \
                    \(outputs.joined(separator: ", ")) once the child handled it.
                    """),
                location: context.line(module.location),
                .function(outputHook(module, body: nil)))
        }
        if allFieldsHaveDefaults {
            requirements.append(
                Declaration(
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
            .protocolDeclaration(
                ProtocolDeclaration(
                    access: context.access, name: context.reducerName,
                    inherits: [.named(startsEffects ? "EffectfulState" : "ReducibleState"), .named("TrackedState")]
                        + (context.readsDependencies ? [.named("DependentState")] : []),
                    requirements: [.sameType(.named("Action"), context.actionType)], members: requirements)))
    }

    /// The handler for `action`: `mutating func add(amount: Int)`,
    /// `mutating func search(query: String) -> Effect<SearchAction>`, or with
    /// the dependencies it uses `mutating func add(name: String, uuid: UUIDSource)`.
    func handler(_ action: Action, access: AccessModifier, body: [Statement]?) -> FunctionDeclaration {
        let labels = action.params.map(\.name) + action.uses.map(\.name)
        let types = action.params.map { context.typeName($0.type) } + action.uses.map { TypeName.named($0.typeName) }
        let locals = NamingPolicy.localNames(for: labels)
        return FunctionDeclaration(
            access: access, modifiers: [.mutating], name: .function(action.name),
            parameters: zip(labels, zip(locals, types)).map { label, local in
                LocalNames.parameter(label: label, local: body == nil ? label : local.0, type: local.1)
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
            let callee: Expression =
                locals.contains(action.name) || action.name == "action"
                ? .member(.selfReference, action.name) : .identifier(action.name)
            let call = Expression.call(
                callee,
                zip(action.params, locals).map { .init($0.name, .identifier($1)) }
                    + action.uses.map { .init($0.name, Self.reading($0)) })
            return SwitchCase(
                .enumCase(name: action.name, bindings: locals), handling(call, startsEffects: action.startsEffects))
        }
        cases += context.definition.modules.map(moduleCase)
        if startsEffects && cases.count > CaseMatching.largestSwitch {
            // Matched in switches of a piece, each ending in `default: break`,
            // every case returns, but Swift cannot see it: it would ask for a
            // return after the last switch.
            cases.append(
                SwitchCase(
                    .default,
                    [
                        .expression(
                            .call(
                                .identifier("preconditionFailure"),
                                [.init(nil, .literal(.string("every \(context.actionName) case returns above")))]))
                    ]))
        }
        let doc =
            startsEffects
            ? "Applies `action` by calling its handler; returns the effects it starts."
            : "Applies `action` by calling its handler."
        let parameters = [FunctionDeclaration.Parameter(label: "_", localName: "action", type: context.actionType)]
        // Without actions there is nothing to switch over: `switch action {}` would be code that never runs.
        let switchOverAction = cases.isEmpty ? [] : CaseMatching.statements(over: .identifier("action"), cases)
        let dynamic = context.dynamicModules
        let members: [Declaration]
        if dynamic.isEmpty {
            members = [
                Declaration(
                    comment: .documentation(doc),
                    .function(
                        FunctionDeclaration(
                            access: context.access, modifiers: [.mutating], name: .function(entryPoint),
                            parameters: parameters, result: startsEffects ? effectType : nil, body: switchOverAction)))
            ]
        } else {
            members = [
                Declaration(
                    comment: .documentation(
                        doc + " Cancels the effects of each child the action removed or dismissed."),
                    .function(
                        FunctionDeclaration(
                            access: context.access, modifiers: [.mutating], name: .function(entryPoint),
                            parameters: parameters, result: effectType, body: dismissals(dynamic)))),
                Declaration(
                    comment: .documentation("Applies `action` to this state or the child it is for."),
                    .function(
                        FunctionDeclaration(
                            access: .private, modifiers: [.mutating],
                            name: .function(NamingPolicy.StateMember.applyAction),
                            parameters: parameters, result: effectType, body: switchOverAction))),
            ]
        }
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: .named(context.reducerName), conformances: [], requirements: [],
                    members: members + [modulesReadDependencies].compactMap { $0 })))
    }

    /// A store whose own handlers use no dependencies reads them only for
    /// its modules, so it answers `readsDependencies` with theirs:
    /// `static var readsDependencies: Bool { StoreDependencies.areRead(by: TallyState.self) }`.
    /// The store then binds its dependencies only when a module's handler
    /// may read them (binding, or asking whether to, costs work on every
    /// action); the compiler knows the answer wherever the store is made.
    /// Asked through `areRead(by:)`, which type-checks for a module without
    /// a reducer, so that the reducer check is then the build's only error.
    private var modulesReadDependencies: Declaration? {
        guard context.readsDependenciesForModulesOnly else { return nil }
        var stores: [String] = []
        for store in context.definition.modules.flatMap(\.stores) where !stores.contains(store) {
            stores.append(store)
        }
        let answers = stores.map {
            Expression.call(
                .member(.type(.named("StoreDependencies")), "areRead"),
                [.init("by", .metatype(.named(NamingPolicy.stateType(ofStore: $0))))])
        }
        guard let first = answers.first else { return nil }
        return Declaration(
            comment: .documentation(
                "Whether the reducer reads `StoreDependencies.current`: only where a module's handlers do."),
            .variable(
                VariableDeclaration(
                    access: context.access, isStatic: true, name: Self.readsDependencies, type: .named("Bool"),
                    storage: .computedValue(answers.dropFirst().reduce(first) { .binary($0, .or, $1) }))))
    }

    /// `ReducibleState.readsDependencies`.
    private static let readsDependencies = "readsDependencies"

    /// Notes which optional children are present, applies the action, then
    /// removes each child that asked to be dismissed (`Effect.dismiss`) and
    /// cancels what each child that went away owned: `var effect =
    /// apply(action)`, `effect = effect.dismissing(&self.sheet, was: sheetBefore, at: "sheet")`, ….
    private func dismissals(_ modules: [Module]) -> [Statement] {
        var statements: [Statement] = []
        var cancellations: [Statement] = []
        let effect = Expression.identifier("effect")
        for module in modules {
            let field = Expression.member(.selfReference, module.name)
            let name = Expression.string(module.name)
            let cancelling: Expression
            switch module.kind {
            case .optional, .oneOf:
                let before = module.name + "Before"
                statements.append(
                    .binding(
                        isMutable: false, name: before, value: .call(.type(.named("ChildPresence")), field)))
                cancelling = .call(
                    .member(effect, "dismissing"),
                    [
                        .init(nil, .inOut(field)), .init("was", .identifier(before)), .init("at", name),
                    ])
            case .list, .stack, .always:
                cancelling = .call(.member(effect, "removing"), [.init("from", .inOut(field)), .init("at", name)])
            }
            cancellations.append(.assignment(effect, cancelling))
        }
        let applying = Statement.binding(
            isMutable: true, name: "effect",
            value: .call(.identifier(NamingPolicy.StateMember.applyAction), .identifier("action")))
        let sharing = SharedValueTranslation(context: context)
        return statements + sharing.snapshots + [applying] + sharing.closings + cancellations + [.return(effect)]
    }

    /// The case forwarding a module's actions to its child, then to the
    /// parent's output hook for the actions listed in `outputs:`:
    ///
    ///     case .sheet(let action):
    ///         let effect = Effect.presented(&self.sheet, action, as: { AppAction.sheet($0) }, at: "sheet")
    ///         if case .save = action { return effect.ifDelivered { self.sheet(output: action) } }
    ///         return effect
    private func moduleCase(_ module: Module) -> SwitchCase {
        // Returned at once, the type comes from the context (`.embedding`);
        // bound to `effect` first, it is spelled out.
        let stores = SharedValueTranslation(context: context).stores(for: module)
        let alerts = module.cases.filter(\.holdsAlerts)
        let returnedAtOnce = module.outputs.isEmpty && stores.isEmpty && alerts.isEmpty && !module.holdsAlerts
        // `AppAction.sheet`, not a closure, which would never run for a child without actions; a list's
        // or stack's actions (`ElementAction`, `StackAction`) always have values, and a closure costs less.
        let embed: Expression =
            switch module.kind {
            case .always, .optional, .oneOf: .member(.type(context.actionType), module.name)
            case .list, .stack:
                .closure([
                    .expression(
                        .call(
                            .member(returnedAtOnce ? nil : .type(context.actionType), module.name),
                            [.init(nil, .closureArgument(0))]))
                ])
            }
        var arguments: [Expression.Argument] = [
            .init(nil, .inOut(.member(.selfReference, module.name))),
            .init(nil, .identifier("action")),
            .init("as", embed),
        ]
        let function: String
        switch module.kind {
        case .always: function = "embedding"
        case .optional, .oneOf: function = "presented"
        case .list: function = "element"
        case .stack: function = "stack"
        }
        if module.kind != .always { arguments.append(.init("at", .string(module.name))) }
        let forwarding = Expression.call(.member(returnedAtOnce ? nil : .type(.named("Effect")), function), arguments)
        guard !returnedAtOnce else {
            return SwitchCase(.enumCase(name: module.name, bindings: ["action"]), [.return(forwarding)])
        }
        var body: [Statement] = [.binding(isMutable: false, name: "effect", value: forwarding)] + stores
        for output in module.outputs {
            let pattern: SwitchCase.Pattern =
                output.caseName.map {
                    .nestedCase(name: $0, inner: [.enumCase(name: output.action, bindings: [])])
                } ?? .enumCase(name: output.action, bindings: [])
            let conditions: [CaseCondition]
            let hookArguments: [Expression.Argument]
            switch module.kind {
            case .list, .stack:
                conditions = [
                    CaseCondition(
                        pattern: .enumCase(name: "element", bindings: ["id", "output"]), value: .identifier("action")),
                    CaseCondition(pattern: pattern, value: .identifier("output")),
                ]
                hookArguments = [.init("id", .identifier("id")), .init("output", .identifier("output"))]
            case .always, .optional, .oneOf:
                conditions = [CaseCondition(pattern: pattern, value: .identifier("action"))]
                hookArguments = [.init("output", .identifier("action"))]
            }
            let hook = Expression.closure([.expression(.call(.member(.selfReference, module.name), hookArguments))])
            body.append(
                .ifCase(
                    conditions,
                    body: [.return(.call(.member(.identifier("effect"), "ifDelivered"), [.init(nil, hook)]))]))
        }
        // A tapped button's action goes to this store once the alert took the tap (and dismissed itself).
        let tappedButton = SwitchCase.Pattern.nestedCase(
            name: "tapped", inner: [.binding(isMutable: false, name: "button")])
        let taps = alerts.map { SwitchCase.Pattern.nestedCase(name: $0.name, inner: [tappedButton]) }
        for tapped in taps + (module.holdsAlerts ? [tappedButton] : []) {
            let send = Expression.closure([
                .expression(.call(.member(nil, "send"), [.init(nil, .identifier("button"))]))
            ])
            body.append(
                .ifCase(
                    [CaseCondition(pattern: tapped, value: .identifier("action"))],
                    body: [.return(.call(.member(.identifier("effect"), "ifDelivered"), [.init(nil, send)]))]))
        }
        body.append(.return(.identifier("effect")))
        return SwitchCase(.enumCase(name: module.name, bindings: ["action"]), body)
    }

    /// `mutating func sheet(output action: ItemFormAction) -> Effect<AppAction>`, with
    /// `id:` before it for a list row or stack screen: the same labels in the
    /// protocol and in the scaffold `storegen stubs` writes.
    func outputHook(_ module: Module, body: [Statement]?) -> FunctionDeclaration {
        var parameters: [FunctionDeclaration.Parameter] = []
        switch module.kind {
        case .list: parameters.append(.init(label: "id", type: .member(context.childStateType(module), "ID")))
        case .stack: parameters.append(.init(label: "id", type: .named("StackElementID")))
        case .always, .optional, .oneOf: break
        }
        // `output action:` in the protocol and the scaffold alike, so the stub reads as the requirement does.
        parameters.append(.init(label: "output", localName: "action", type: context.childActionType(module)))
        return FunctionDeclaration(
            access: body == nil ? .internal : context.access, modifiers: [.mutating], name: .function(module.name),
            parameters: parameters, result: effectType, body: body)
    }

    /// `StoreDependencies.current.uuid`, `StoreDependencies.current.date.now`,
    /// `StoreDependencies.current[Permissions.self]`: a dependency as the
    /// store bound it.
    private static func reading(_ dependency: Dependency) -> Expression {
        let current = Expression.member(.type(.named("StoreDependencies")), "current")
        switch dependency.name {
        case "uuid" where dependency.isBuiltIn: return .member(current, "uuid")
        case "now" where dependency.isBuiltIn: return .member(.member(current, "date"), "now")
        default: return .subscript(current, [.init(nil, .metatype(.named(dependency.typeName)))])
        }
    }

    /// A case's body: the handler call, which returns its effects in an
    /// effectful reducer (`.none` after a handler that starts none).
    private func handling(_ call: Expression, startsEffects handlerStartsEffects: Bool) -> [Statement] {
        guard startsEffects else { return [.expression(call)] }
        if handlerStartsEffects { return [.return(call)] }
        return [.expression(call), .return(.member(nil, "none"))]
    }
}
