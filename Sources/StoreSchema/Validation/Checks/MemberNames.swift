/// Member names that generated code cannot live with, beyond collisions
/// between the schema's own names (`NameCollisions`):
/// - state fields, modules, derived values and actions are members of `<Store>State`
///   (actions through their handlers); they must not take a member the
///   generated state declares (`fieldNames`, `stateVersion`, ...);
/// - a member named like a type hides that type inside the generated code
///   around it (`FieldSet()` in `changedFields`, `Item()` in a default,
///   `Item.self` when decoding), so state members and subscriptions may
///   not take the name of a type generated code spells; nor may state
///   members take the name of a function generated code calls inside the
///   state (`_slowPath` in `changedFields`); nor may the fields of a schema
///   struct, whose written-out `Codable` spells each field's type
///   (`String.self` in `init(from:)`), or `hashValue`, which `Hashable`
///   declares;
/// - a main-actor subscription's model has a property per selected member,
///   which must not take the name of a method of the runtime's `StoreModel`
///   (`send`, ...);
/// - an action named `Self` would be called as `Self(...)` in the reducer,
///   where `Self` means the state type.
struct MemberNames {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let typeNames = typeNamesInScope(draft)
        let stateType = draft.storeName.map { NamingPolicy(storeName: $0).stateType } ?? "the state"
        func checkStateMember(_ name: String, role: String, at node: SyntaxNode) {
            // A name the readers already rejected gets no second error.
            guard Identifier.problem(with: name, role: role) == nil else { return }
            let quoted = Quoting.quote(name)
            if TakenNames.stateMembers.contains(name) {
                log.error(
                    """
                    \(role) \(quoted) would clash with the member \
                    \(Quoting.quote("\(stateType).\(name)")) that generated code declares
                    """,
                    at: node)
            } else if TakenNames.functionsCalledInState.contains(name) {
                log.error(
                    """
                    \(role) \(quoted) has the name of a function generated code calls inside \
                    \(Quoting.quote(stateType)), where the \(role) would hide it
                    """,
                    at: node)
            } else if name != "Self", typeNames.contains(name) {
                log.error(
                    """
                    \(role) \(quoted) has the name of a type generated code uses inside \
                    \(Quoting.quote(stateType)), where the \(role) would hide it
                    """,
                    at: node)
            }
        }
        for field in draft.state {
            checkStateMember(field.name, role: "state field", at: field.key)
        }
        for action in draft.actions {
            if action.name == "Self" {
                log.error(
                    """
                    action name 'Self' cannot be used, because the reducer calls each handler by its name \
                    and 'Self' there means the state type
                    """, at: action.key)
            } else {
                checkStateMember(action.name, role: "action", at: action.key)
            }
        }
        for module in draft.modules {
            checkStateMember(module.module.name, role: "module", at: module.key)
        }
        for derived in draft.derived {
            checkStateMember(derived.name, role: DerivedReader.role, at: derived.key)
        }
        for type in draft.types {
            guard case .structure(let fields) = type.kind else { continue }
            for field in fields where Identifier.problem(with: field.name, role: "field") == nil {
                if TakenNames.structMembers.contains(field.name) {
                    log.error(
                        """
                        field \(Quoting.quote(field.name)) of type \(Quoting.quote(type.name)) would \
                        clash with \(Quoting.quote("Hashable.\(field.name)")), which generated types \
                        conform to when every field is hashable
                        """,
                        at: field.key)
                } else if field.name != "Self", typeNames.contains(field.name) {
                    log.error(
                        """
                        field \(Quoting.quote(field.name)) of type \(Quoting.quote(type.name)) has the \
                        name of a type generated code uses inside \(Quoting.quote(type.name)), where \
                        the field would hide it
                        """,
                        at: field.key)
                }
            }
        }
        for subscription in draft.subscriptions where subscription.source == .select && subscription.delivery == .main {
            for (name, node) in subscription.names where TakenNames.modelMembers.contains(name) {
                log.error(
                    """
                    subscription \(Quoting.quote(subscription.name)) selects \(Quoting.quote(name)), \
                    which its generated model cannot have as a property: the model's \
                    \(Quoting.quote(name)) is a method
                    """,
                    at: node)
            }
        }
        for subscription in draft.subscriptions
        where subscription.name != "Self" && typeNames.contains(subscription.name)
            && Identifier.problem(with: subscription.name, role: "subscription") == nil
        {
            log.error(
                """
                subscription \(Quoting.quote(subscription.name)) has the name of a type generated code \
                uses in the store's extension, where the subscription would hide it
                """,
                at: subscription.key)
        }
    }

    /// Every type name generated code may spell for this schema: taken
    /// names, schema and external types, and the generated types.
    private func typeNamesInScope(_ draft: SchemaDraft) -> Set<String> {
        var names = Set(TakenNames.typeNames.keys)
        names.formUnion(draft.types.map(\.name))
        names.formUnion(draft.externals.map(\.type.name))
        names.formUnion(draft.targetTypes.map(\.name))
        if let store = draft.storeName {
            let naming = NamingPolicy(storeName: store)
            names.formUnion(naming.storeTypes.map(\.name))
            for subscription in draft.subscriptions {
                names.formUnion(
                    naming.subscriptionTypes(
                        forSubscription: subscription.name, receivesActions: subscription.source == .actions
                    ).map(\.name))
            }
        }
        for module in draft.modules {
            for store in module.module.stores {
                names.insert(NamingPolicy.stateType(ofStore: store))
                names.insert(NamingPolicy.actionType(ofStore: store))
            }
            if let store = draft.storeName, !module.module.cases.isEmpty {
                let naming = NamingPolicy(storeName: store)
                names.insert(naming.childStateType(forModule: module.module.name))
                names.insert(naming.childActionType(forModule: module.module.name))
            }
        }
        return names
    }
}
