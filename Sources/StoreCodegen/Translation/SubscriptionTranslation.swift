import StoreSchema

/// Subscription glue: props with exactly the selected members, an
/// Observation model of them for main-actor subscriptions, event enums for
/// action subscriptions, and typed `subscribe(<name>:)` methods and
/// `AsyncStream`s on the store.
struct SubscriptionTranslation {
    let context: TranslationContext
    /// The subscriptions translated: one part's (see `NamingPolicy.subscriptionPart(of:)`).
    let subscriptions: [Subscription]

    /// Props structs, models and event enums.
    var declarations: [Declaration] {
        subscriptions.flatMap { subscription in
            switch subscription.kind {
            case .state(let fields, .main): [props(subscription, fields: fields, modelled: true), model(subscription)]
            case .state(let fields, .background): [props(subscription, fields: fields, modelled: false)]
            case .actions(let names, _): [event(subscription, names: names)]
            }
        }
    }

    /// Each of `groups` (those of this part) as a protocol that only this
    /// store's `Store` conforms to, with the group's subscribe methods and
    /// streams in an extension of it (see `NamingPolicy.SubscriptionGroup`
    /// for why not in an extension of `Store`).
    func storeMembers(in groups: [NamingPolicy.SubscriptionGroup]) -> [Declaration] {
        let byName = Dictionary(subscriptions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return groups.flatMap { group in
            groupDeclarations(group, members: group.subscriptions.compactMap { byName[$0] }.flatMap(members(of:)))
        }
    }

    private func members(of subscription: Subscription) -> [Declaration] {
        switch subscription.kind {
        case .state(let fields, let delivery): stateSubscription(subscription, fields: fields, delivery: delivery)
        case .actions(_, let delivery): [actionSubscription(subscription, delivery: delivery)]
        }
    }

    /// `protocol P {}`, `extension Store: P where State == S, Action == A {}`
    /// and `extension P where Self == <Store>Store { members }`.
    private func groupDeclarations(_ group: NamingPolicy.SubscriptionGroup, members: [Declaration]) -> [Declaration] {
        let name = TypeName.named(group.protocolName)
        return [
            Declaration(
                comment: .documentation(
                    "Holds the subscription members below; call them on the store as usual. "
                        + "Only `\(context.storeName)`\nconforms, so Swift checks each member against the few here, "
                        + "not against every store's `subscribe` on `Store`."
                ),
                .protocolDeclaration(
                    ProtocolDeclaration(
                        access: context.access, name: group.protocolName, inherits: [], requirements: [],
                        members: []))),
            Declaration(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: .named("Store"), conformances: [name],
                        requirements: [
                            .sameType(.named("State"), context.stateType),
                            .sameType(.named("Action"), context.actionType),
                        ],
                        members: []))),
            Declaration(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: name, conformances: [],
                        requirements: [.sameType(.named("Self"), .named(context.storeName))],
                        members: members))),
        ]
    }

    /// The runtime's generic entry points every generated member calls
    /// (StoreRuntime's `Generated` SPI): named apart from `subscribe`, so resolving the call inside each
    /// generated `subscribe(<name>:)` never weighs the generated overloads
    /// (which made compile time grow with the square of their number), and
    /// apart from each other, so props are never weighed against events.
    /// Spelled on `self`: in an extension of the group protocol, Swift finds
    /// `Store`'s members only through `self`.
    private static let deliverProps = Expression.member(.selfReference, NamingPolicy.SubscriptionEntry.deliverProps)
    private static let deliverEvents = Expression.member(.selfReference, NamingPolicy.SubscriptionEntry.deliverEvents)
    private static let values = Expression.member(.selfReference, NamingPolicy.SubscriptionEntry.values)

    // MARK: Props

    /// The props struct; `modelled` (a main-actor subscription, which has a
    /// model) adds `fieldKeyPaths`, through which the model tells which
    /// field a read is of.
    private func props(_ subscription: Subscription, fields: [String], modelled: Bool) -> Declaration {
        let selected = fields.compactMap(context.stateMember(named:))
        var declarations = selected.map { member in
            member.storedProperty(access: context.access, initialValue: nil)
        }
        let locals = NamingPolicy.localNames(for: selected.map(\.name))
        declarations.append(
            Declaration(
                comment: .documentation("Props from their values, for previews and tests."),
                .function(
                    FunctionDeclaration(
                        access: context.access, name: .initializer(failable: false),
                        parameters: zip(selected, locals).map { member, local in
                            LocalNames.parameter(label: member.name, local: local, type: member.type)
                        },
                        body: zip(selected, locals).map { member, local in
                            .assignment(.member(.selfReference, member.name), .identifier(local))
                        }))))
        declarations.append(
            Declaration(
                comment: .documentation("The props of `state`."),
                .function(
                    FunctionDeclaration(
                        access: context.access, name: .initializer(failable: false),
                        parameters: [.init(label: "_", localName: "state", type: .borrowing(context.stateType))],
                        body: selected.map { member in
                            .assignment(
                                .member(.selfReference, member.name), .member(.identifier("state"), member.name))
                        }))))
        declarations.append(
            Declaration(
                comment: .documentation("The state fields the props are selected from."),
                .variable(
                    VariableDeclaration(
                        access: context.access, isStatic: true, name: "fields", type: .named("FieldSet"),
                        storage: .computed([.expression(context.fieldSet(fields))])))))
        if modelled {
            let byIndex = selected.sorted {
                (context.fieldIndex(of: $0.name) ?? 0) < (context.fieldIndex(of: $1.name) ?? 0)
            }
            declarations.append(
                Declaration(
                    comment: .documentation(
                        "The member holding each of `fields`, in their order: what a model's read is of."),
                    .variable(
                        VariableDeclaration(
                            access: context.access, isStatic: true, name: "fieldKeyPaths",
                            type: .array(.generic(.named("PartialKeyPath"), [.named("Self")])),
                            storage: .computed([.expression(.literal(.array(byIndex.map { .keyPath([$0.name]) })))])))))
        }
        return Declaration(
            comment: .documentation(
                subscription.doc ?? "The props of the `\(subscription.name)` subscription: exactly its selected fields."
            ),
            location: context.line(subscription.location),
            .structure(
                StructDeclaration(
                    access: context.access, name: context.propsName(subscription),
                    conformances: [.named("Equatable"), .named("Sendable"), .named("StateProps")], members: declarations
                )))
    }

    // MARK: Models

    /// `typealias <Store><Name>Model = StoreModel<Props, Action>`: the
    /// runtime's model offers the props' members as its own, and learns
    /// which field each is from the props' `fieldKeyPaths`. A type alias
    /// rather than a class with a property per member: the type checker
    /// declares and checks nothing per member (see Benchmarks/Results/GeneratorBenchmark.md,
    /// "Compile cost at app sizes").
    private func model(_ subscription: Subscription) -> Declaration {
        Declaration(
            comment: .documentation(
                "The `\(subscription.name)` props as an Observation model, for SwiftUI: a view that reads a\n"
                    + "member (`model.<member>`) is redrawn when it changes, and only then; `send` "
                    + "dispatches an action."),
            attributes: [.availableWithObservation],
            location: context.line(subscription.location),
            .typeAlias(
                TypeAliasDeclaration(
                    access: context.access, name: context.modelName(subscription),
                    type: .generic(.named("StoreModel"), [.named(context.propsName(subscription)), context.actionType]))
            ))
    }

    private func stateSubscription(
        _ subscription: Subscription, fields: [String], delivery: Subscription.Delivery
    ) -> [Declaration] {
        let props = TypeName.named(context.propsName(subscription))
        var arguments: [Expression.Argument] = [.init(nil, .metatype(props))]
        if delivery == .background {
            arguments.append(.init("on", .member(nil, "background")))
        }
        arguments.append(.init("to", .identifier("handler")))
        let subscribe = Declaration(
            comment: .documentation(
                "Calls `handler` \(Self.deliveryText(delivery)) with the current props, then whenever\n"
                    + "they change, until the returned token is cancelled or released."),
            attributes: [.discardableResult],
            .function(
                FunctionDeclaration(
                    access: context.access, name: .function("subscribe"),
                    parameters: [
                        LocalNames.parameter(
                            label: subscription.name, local: "handler", type: handlerType(props, delivery))
                    ],
                    result: .named("SubscriptionToken"),
                    body: [.expression(.call(Self.deliverProps, arguments))])))
        let stream = Declaration(
            comment: .documentation(
                "The `\(subscription.name)` props as an async sequence: the current value, then each change."),
            .variable(
                VariableDeclaration(
                    access: context.access, name: subscription.name,
                    type: .generic(.named("AsyncStream"), [props]),
                    storage: .computed([
                        .expression(.call(Self.values, [.init("of", .metatype(props))]))
                    ]))))
        return [subscribe, ownedSubscription(subscription, props: props, delivery: delivery), stream]
    }

    /// `subscribe(_ owner:, <name>:)`: the store holds `owner` weakly and
    /// drops the subscription once it is gone, on the subscription's own
    /// delivery (main actor or background executor).
    private func ownedSubscription(
        _ subscription: Subscription, props: TypeName, delivery: Subscription.Delivery
    ) -> Declaration {
        let handler = handlerType([.named("Owner"), props], delivery)
        var arguments: [Expression.Argument] = [.init(nil, .metatype(props))]
        if delivery == .background {
            arguments.append(.init("on", .member(nil, "background")))
        }
        arguments += [.init("to", .identifier("owner")), .init(nil, .identifier("handler"))]
        return Declaration(
            comment: .documentation(
                """
                Calls `handler` \(Self.deliveryText(delivery)) with `owner` and the current props, then whenever
                they change, for as long as `owner` lives: it is held weakly, so no token needs keeping
                (the returned one can still cancel early; releasing it does not).
                """),
            attributes: [.discardableResult],
            .function(
                FunctionDeclaration(
                    access: context.access, name: .function("subscribe"),
                    genericParameters: [
                        GenericParameter("Owner", constraints: [.named("AnyObject"), .named("Sendable")])
                    ],
                    parameters: [
                        .init(label: "_", localName: "owner", type: .named("Owner")),
                        LocalNames.parameter(label: subscription.name, local: "handler", type: handler),
                    ],
                    result: .named("SubscriptionToken"),
                    body: [.expression(.call(Self.deliverProps, arguments))])))
    }

    private func handlerType(_ value: TypeName, _ delivery: Subscription.Delivery) -> TypeName {
        handlerType([value], delivery)
    }

    private func handlerType(_ parameters: [TypeName], _ delivery: Subscription.Delivery) -> TypeName {
        .function(
            attributes: delivery == .main ? [.escaping, .mainActor, .sendable] : [.escaping, .sendable],
            parameters: parameters, result: .void)
    }

    private static func deliveryText(_ delivery: Subscription.Delivery) -> String {
        delivery == .main ? "on the main actor" : "on a background executor"
    }

    // MARK: Action events

    /// The named actions and modules, in schema order.
    private func selectedActions(_ names: [String]) -> (actions: [Action], modules: [Module]) {
        let actions = names.compactMap(context.action(named:))
        let modules = names.compactMap(context.module(named:))
        return (actions, modules)
    }

    private func event(_ subscription: Subscription, names: [String]) -> Declaration {
        let (actions, modules) = selectedActions(names)
        var members = actions.map { action in
            Declaration(
                comment: action.doc.map(Comment.documentation), location: context.line(action.location),
                .enumCase(
                    EnumCaseDeclaration(
                        name: action.name,
                        associatedValues: action.params.map {
                            .init(label: $0.name, type: context.typeName($0.type), defaultValue: nil)
                        })))
        }
        members += modules.map { module in
            Declaration(
                location: context.line(module.location),
                .enumCase(
                    EnumCaseDeclaration(
                        name: module.name,
                        associatedValues: [.init(label: nil, type: context.moduleActionType(module), defaultValue: nil)]
                    )))
        }
        var cases = actions.map { action in
            let locals = ActionTranslation.bindings(action)
            return SwitchCase(
                .enumCase(name: action.name, bindings: locals),
                [.assignment(.selfReference, ActionTranslation.rebuild(action, from: locals))])
        }
        cases += modules.map { module in
            SwitchCase(
                .enumCase(name: module.name, bindings: ["action"]),
                [.assignment(.selfReference, .call(.member(nil, module.name), .identifier("action")))])
        }
        let everyCase = context.definition.actions.count + context.definition.modules.count
        if cases.count < everyCase {
            cases.append(SwitchCase(.default, [.return(.literal(.nil))]))
        }
        members.append(
            Declaration(
                comment: .documentation("The event for `action`, or `nil` when this subscription does not receive it."),
                .function(
                    FunctionDeclaration(
                        access: context.access, name: .initializer(failable: true),
                        parameters: [.init(label: "_", localName: "action", type: .borrowing(context.actionType))],
                        body: CaseMatching.statements(over: .identifier("action"), cases)))))
        return Declaration(
            comment: .documentation(
                subscription.doc ?? "The actions the `\(subscription.name)` subscription receives."),
            location: context.line(subscription.location),
            .enumeration(
                EnumDeclaration(
                    access: context.access, name: context.eventName(subscription),
                    conformances: [.named("Equatable"), .named("Sendable"), .named("ActionEvent")], members: members)))
    }

    private func actionSubscription(_ subscription: Subscription, delivery: Subscription.Delivery) -> Declaration {
        let event = TypeName.named(context.eventName(subscription))
        var arguments: [Expression.Argument] = [.init(nil, .metatype(event))]
        if delivery == .background {
            arguments.append(.init("on", .member(nil, "background")))
        }
        arguments.append(.init("to", .identifier("handler")))
        return Declaration(
            comment: .documentation(
                "Calls `handler` \(Self.deliveryText(delivery)) after each action of the\n"
                    + "`\(subscription.name)` subscription has been applied."),
            attributes: [.discardableResult],
            .function(
                FunctionDeclaration(
                    access: context.access, name: .function("subscribe"),
                    parameters: [
                        LocalNames.parameter(
                            label: subscription.name, local: "handler", type: handlerType(event, delivery))
                    ],
                    result: .named("SubscriptionToken"),
                    body: [.expression(.call(Self.deliverEvents, arguments))])))
    }
}
