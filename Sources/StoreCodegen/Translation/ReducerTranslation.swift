import StoreSchema

/// `<Store>Reducer`: one requirement per action, and the generated `reduce`
/// that switches over every action and calls its handler, so the app writes
/// handlers and never a switch.
struct ReducerTranslation {
    let context: TranslationContext

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
            the generated `reduce(_:)` calls them.
            """
        return Declaration(
            comment: .documentation(doc),
            .protocolDeclaration(ProtocolDeclaration(
                access: context.access, name: context.reducerName, inherits: [.named("ReducibleState"), .named("TrackedState")],
                requirements: [.sameType(.named("Action"), context.actionType)], members: requirements)))
    }

    /// The handler for `action`: `mutating func add(amount: Int)`.
    func handler(_ action: Action, access: AccessModifier, body: [Statement]?) -> FunctionDeclaration {
        let locals = ActionTranslation.bindings(action)
        return FunctionDeclaration(
            access: access, modifiers: [.mutating], name: .function(action.name),
            parameters: zip(action.params, locals).map { param, local in
                LocalNames.parameter(
                    label: param.name, local: body == nil ? param.name : local, type: context.typeName(param.type))
            },
            body: body)
    }

    private var reduceExtension: Declaration {
        var cases = context.definition.actions.map { action in
            let locals = ActionTranslation.bindings(action)
            // A binding, or `reduce`'s own parameter, named like the handler
            // would hide it: call through `self`.
            let callee: Expression = locals.contains(action.name) || action.name == "action"
                ? .member(.selfReference, action.name) : .identifier(action.name)
            return SwitchCase(
                .enumCase(name: action.name, bindings: locals),
                [.expression(.call(callee, zip(action.params, locals).map { .init($0.name, .identifier($1)) }))])
        }
        cases += context.definition.modules.map { module in
            SwitchCase(
                .enumCase(name: module.name, bindings: ["action"]),
                [.expression(.call(
                    .member(.member(.selfReference, module.name), NamingPolicy.StateMember.reduceEmbedded), .identifier("action")))])
        }
        return Declaration(.extensionDeclaration(ExtensionDeclaration(
            extendedType: .named(context.reducerName), conformances: [], requirements: [],
            members: [
                Declaration(
                    comment: .documentation("Applies `action` by calling its handler."),
                    .function(FunctionDeclaration(
                        access: context.access, modifiers: [.mutating], name: .function(NamingPolicy.StateMember.reduce),
                        parameters: [.init(label: "_", localName: "action", type: context.actionType)],
                        body: CaseMatching.statements(over: .identifier("action"), cases)))),
            ])))
    }
}
