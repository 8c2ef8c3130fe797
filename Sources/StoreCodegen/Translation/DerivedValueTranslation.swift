import StoreSchema

/// The derived values (`derived:`): `<Store>Derivations`, one static
/// requirement per value taking exactly its inputs, which the state conforms
/// to and the app implements once (the compiler lists each one missing); and
/// the runtime's `DerivedState` conformance, whose `updateDerivedValues`
/// recomputes, in dependency order, only the values an input of which
/// changed (or that changed themselves: a state assigned whole may hold one
/// out of date), and reports those whose value differs.
///
/// Each derived value costs a constant few declarations: its stored property
/// (`private(set)`, so the app's reducer in another file cannot write it), a
/// requirement, a field identifier, a name in `fieldNames`, an `if` here and
/// an assignment in each initializer.
struct DerivedValueTranslation {
    let context: TranslationContext

    /// The name of `updateDerivedValues`'s parameter and of the set it returns.
    private static let changed = "changed"
    private static let updated = "updated"

    /// The derived values in an order where each comes after those it reads.
    var evaluationOrder: [StateMember] {
        DerivedValueOrder.evaluationOrder(of: context.definition.derived).map { context.derivedMembers[$0] }
    }

    var declarations: [Declaration] {
        let sharing = SharedValueTranslation(context: context)
        if context.derivedMembers.isEmpty {
            // Children sharing this state's values are brought up to date here too.
            return sharing.isEmpty ? [] : [conformance]
        }
        return [protocolDeclaration, conformance]
    }

    /// `TodosState.visibleTodos(todos: <todos>, visibility: <visibility>)`,
    /// each input read with `read`. Spelled on the state type rather than
    /// `Self`: a member may be named `Self`.
    func computation(of member: StateMember, reading read: (String) -> Expression) -> Expression {
        .call(.member(.type(context.stateType), member.name), inputs(of: member).map { .init($0, read($0)) })
    }

    /// `self.visibleTodos = TodosState.visibleTodos(...)`, for each derived
    /// value in dependency order: how an initializer starts them.
    func assignments(reading read: (String) -> Expression) -> [Statement] {
        evaluationOrder.map { member in
            .assignment(.member(.selfReference, member.name), computation(of: member, reading: read))
        }
    }

    /// The members a derived value reads, in schema order. The validator
    /// rejects an unknown input; a model built in code that has one leaves
    /// it out, consistently in the requirement and the calls.
    private func inputs(of member: StateMember) -> [String] {
        (member.derived?.inputs ?? []).filter { context.stateMember(named: $0) != nil }
    }

    private var protocolDeclaration: Declaration {
        let requirements = context.derivedMembers.map { member in
            Declaration(
                comment: member.doc.map(Comment.documentation), location: member.location,
                .function(requirement(member, body: nil)))
        }
        let doc = """
            Computes each derived value of `\(context.stateName)` from exactly the members it reads.

            Implement each function once, in an extension of `\(context.stateName)` in a file of your
            own (`storegen stubs` writes a scaffold); the compiler lists each one still missing.
            The state calls them when it is made and, after an action, only for the values
            an input of which changed, so keep them pure.
            """
        return Declaration(
            comment: .documentation(doc),
            .protocolDeclaration(
                ProtocolDeclaration(
                    access: context.access, name: context.derivationsName, inherits: [], requirements: [],
                    members: requirements)))
    }

    /// `static func visibleTodos(todos: [Todo], visibility: Visibility) -> [Todo]`.
    func requirement(_ member: StateMember, access: AccessModifier = .internal, body: [Statement]?)
        -> FunctionDeclaration
    {
        let names = inputs(of: member)
        let locals = NamingPolicy.localNames(for: names)
        return FunctionDeclaration(
            access: access, modifiers: [.static], name: .function(member.name),
            parameters: zip(names, locals).map { name, local in
                LocalNames.parameter(
                    label: name, local: body == nil ? name : local,
                    type: context.stateMember(named: name)?.type ?? .void)
            },
            result: member.type, body: body)
    }

    private var conformance: Declaration {
        var body: [Statement] = [
            .binding(isMutable: true, name: Self.updated, value: .call(.type(.named("FieldSet")), []))
        ]
        let sharing = SharedValueTranslation(context: context)
        body += sharing.updates(changed: Self.changed, updated: Self.updated)
        if !sharing.isEmpty, !evaluationOrder.isEmpty {
            // A derived value reading a child reads it as just brought up to date.
            body.append(
                .binding(
                    isMutable: false, name: Self.changed,
                    value: .call(.member(.identifier(Self.changed), "union"), .identifier(Self.updated))))
        }
        for member in evaluationOrder {
            guard let index = context.fieldIndex(of: member.name) else { continue }
            let current = Expression.member(.selfReference, member.name)
            body.append(
                .if(
                    inputChanged(member, index: index),
                    [
                        .binding(
                            isMutable: false, name: "value",
                            value: computation(of: member) { .member(.selfReference, $0) }),
                        .if(
                            .binary(.identifier("value"), .notEqual, current),
                            [
                                .assignment(current, .identifier("value")),
                                .expression(
                                    .call(
                                        .member(.identifier(Self.updated), "insert"), .literal(.integer(String(index))))
                                ),
                            ]),
                    ]))
        }
        body.append(.return(.identifier(Self.updated)))
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType, conformances: [.named("DerivedState")], requirements: [],
                    members: [
                        Declaration(
                            comment: .documentation(
                                context.derivedMembers.isEmpty
                                    ? """
                                    Brings each child sharing a value of this state up to date when the value or \
                                    the child is in `changed`; returns the children changed.
                                    """
                                    : """
                                    Recomputes the derived values in `changed` or an input of which is (or was just \
                                    updated), in dependency order; returns those whose value changed.
                                    """),
                            attributes: [.discardableResult],
                            .function(
                                FunctionDeclaration(
                                    access: context.access, modifiers: [.mutating],
                                    name: .function(NamingPolicy.StateMember.updateDerivedValues),
                                    parameters: [.init(label: Self.changed, type: .named("FieldSet"))],
                                    result: .named("FieldSet"), body: body)))
                    ])))
    }

    /// `changed.contains(0) || updated.contains(2) || ... || changed.contains(3)`:
    /// a field or module input in the changes given, a derived input among
    /// those just updated, or the value itself in the changes given (it
    /// differs from the one before the action while its inputs may not: a
    /// state kept in the middle of a handler and assigned later holds it
    /// out of date).
    private func inputChanged(_ member: StateMember, index: Int) -> Expression {
        let tests =
            inputs(of: member).compactMap { name -> (String, Int)? in
                guard let input = context.fieldIndex(of: name) else { return nil }
                return (context.stateMember(named: name)?.derived == nil ? Self.changed : Self.updated, input)
            } + [(Self.changed, index)]
        let contains = tests.map { set, index in
            Expression.call(.member(.identifier(set), "contains"), .literal(.integer(String(index))))
        }
        return contains.dropFirst().reduce(contains[0]) { .binary($0, .or, $1) }
    }
}
