/// Names that would meet in generated code: a state field and an action
/// handler on the state type, modules and derived values with both,
/// subscriptions, modules and the cases of a module's enum on the store,
/// and declared types against
/// generated type names.
struct NameCollisions {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let fields = Set(draft.state.map(\.name))
        let actions = Set(draft.actions.map(\.name))
        // A handler is a method of the state, beside its stored properties.
        let clashingHandler = "so its reducer method would clash with the property"
        var capitalizedActions: [String: String] = [:]
        for action in draft.actions {
            if fields.contains(action.name) {
                log.error(
                    "action \(Quoting.quote(action.name)) has the same name as a state field, \(clashingHandler)",
                    at: action.key)
            }
            let capitalized = NamingPolicy.capitalized(action.name)
            if let earlier = capitalizedActions[capitalized] {
                log.error(
                    """
                    action \(Quoting.quote(action.name)) differs from action \(Quoting.quote(earlier)) \
                    only in its first letter, which Swift's synthesized Codable conformance cannot tell \
                    apart
                    """,
                    at: action.key)
            } else {
                capitalizedActions[capitalized] = action.name
            }
        }
        var storeMembers: [String: String] = [:]
        for module in draft.modules {
            let name = module.module.name
            let quoted = Quoting.quote(name)
            if fields.contains(name) {
                log.error("module \(quoted) has the same name as a state field", at: module.key)
            } else if actions.contains(name) {
                log.error("module \(quoted) has the same name as an action", at: module.key)
            } else if TakenNames.storeMembers.contains(name) {
                log.error("module \(quoted) would clash with the store's own member \(quoted)", at: module.key)
            }
            storeMembers[name] = "module"
            // Each case is a member of the store of the module's enum (`store.path(id: id)?.detail`).
            for item in module.module.cases where TakenNames.storeMembers.contains(item.name) {
                log.error(
                    """
                    case \(Quoting.quote(item.name)) of module \(quoted) would clash with the store's \
                    own member \(Quoting.quote(item.name))
                    """,
                    at: item.location)
            }
            if let store = draft.storeName, module.module.stores.contains(store) {
                log.error("module \(quoted) embeds the store \(Quoting.quote(store)) in itself", at: module.storeNode)
            }
        }
        let modules = Set(draft.modules.map(\.module.name))
        for derived in draft.derived {
            let quoted = Quoting.quote(derived.name)
            if fields.contains(derived.name) {
                log.error("derived value \(quoted) has the same name as a state field", at: derived.key)
            } else if modules.contains(derived.name) {
                log.error("derived value \(quoted) has the same name as a module", at: derived.key)
            } else if actions.contains(derived.name) {
                log.error("derived value \(quoted) has the same name as an action, \(clashingHandler)", at: derived.key)
            }
        }
        for subscription in draft.subscriptions {
            let quoted = Quoting.quote(subscription.name)
            if TakenNames.storeMembers.contains(subscription.name) {
                log.error(
                    "subscription \(quoted) would clash with the store's own member \(quoted)", at: subscription.key)
            } else if storeMembers[subscription.name] != nil {
                log.error(
                    "subscription \(quoted) has the same name as a module; both become members of the store",
                    at: subscription.key)
            }
        }
        checkTypeNames(draft)
    }

    private func checkTypeNames(_ draft: SchemaDraft) {
        var generated: [String: String] = [:]
        @discardableResult
        func claim(_ name: String, _ owner: String, at node: SyntaxNode) -> Bool {
            if let existing = generated[name] {
                log.error("\(Quoting.quote(name)) would be both \(existing) and \(owner)", at: node)
                return false
            }
            generated[name] = owner
            return true
        }
        if let store = draft.storeName, let storeNode = draft.storeNode {
            let naming = NamingPolicy(storeName: store)
            for type in naming.storeTypes {
                claim(type.name, type.role, at: storeNode)
            }
            for subscription in draft.subscriptions {
                // A model collides wherever its props do: one error is enough.
                for type in naming.subscriptionTypes(
                    forSubscription: subscription.name, receivesActions: subscription.source == .actions)
                {
                    guard claim(type.name, type.role, at: subscription.key) else { break }
                }
            }
            let keys = Dictionary(
                draft.subscriptions.map { ($0.name, $0.key) }, uniquingKeysWith: { first, _ in first })
            for group in naming.subscriptionGroups(draft.subscriptions.map(\.name)) {
                guard let first = group.subscriptions.first, let key = keys[first] else { continue }
                claim(group.protocolName, NamingPolicy.subscriptionGroupRole, at: key)
            }
            for module in draft.modules where !module.module.cases.isEmpty {
                let role = "the generated enum of module \(Quoting.quote(module.module.name))"
                claim(naming.childStateType(forModule: module.module.name), role, at: module.key)
                claim(
                    naming.childActionType(forModule: module.module.name),
                    role.replacingOccurrences(of: "enum", with: "action enum"), at: module.key)
            }
        }
        // An embedded store's types are declared by its own schema: an
        // external type may name them (a field holding a `ReportsState`),
        // schema types may not. Its reducer protocol too: the generated
        // parent checks that the child's state conforms to it.
        var embedded: [String: String] = [:]
        for module in draft.modules {
            let role = "type of module \(Quoting.quote(module.module.name))"
            for store in module.module.stores where store != draft.storeName {
                for (name, kind) in [
                    (NamingPolicy.stateType(ofStore: store), "state"),
                    (NamingPolicy.actionType(ofStore: store), "action"),
                    (NamingPolicy(storeName: store).reducerType, "reducer protocol"),
                ]
                where generated[name] == nil && embedded[name] == nil {
                    embedded[name] = "the \(kind) \(role)"
                }
            }
        }
        var declared: Set<String> = []
        for type in draft.types {
            if let owner = generated[type.name] ?? embedded[type.name] {
                log.error("type \(Quoting.quote(type.name)) collides with \(owner)", at: type.key)
            }
            declared.insert(type.name)
        }
        for (external, key) in draft.externals {
            if declared.contains(external.name) {
                log.error("external type \(Quoting.quote(external.name)) is also declared under 'types'", at: key)
            } else if let owner = generated[external.name] {
                log.error("external type \(Quoting.quote(external.name)) collides with \(owner)", at: key)
            }
        }
    }
}
