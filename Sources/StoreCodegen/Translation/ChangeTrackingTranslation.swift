import StoreSchema

/// The `TrackedState` conformance: which top-level members a dispatch
/// changed, so the store evaluates only the subscribers of those members;
/// and `FieldNaming`, so logs print `cart` rather than the index `#1`.
///
/// The comparisons read both states through pointers, in the version of
/// `changedFields` the store calls: comparing by value would make the
/// compiler copy both states into the call on every dispatch (it must,
/// because inserting into a `FieldSet` may write memory), two 8 KB copies for
/// a state of 1,000 `Int`s. Each comparison is marked `_slowPath`: a dispatch
/// usually changes a few fields out of many, so the unchanged case is the one
/// laid out to fall through. The by-value version, which users may call,
/// forwards to it. A large state's comparisons are split into pieces (see
/// `BodyChunking`).
struct ChangeTrackingTranslation {
    let context: TranslationContext

    var declaration: Declaration {
        let members = context.stateMembers
        let pointer = TypeName.generic(.named("UnsafePointer"), [context.stateType])
        return Declaration(.extensionDeclaration(ExtensionDeclaration(
            extendedType: context.stateType, conformances: [.named("TrackedState"), .named("FieldNaming")],
            requirements: [],
            members: [
                Declaration(
                    comment: .documentation("The members' names, indexed as `changedFields` counts them."),
                    .variable(VariableDeclaration(
                        access: context.access, isStatic: true, name: NamingPolicy.StateMember.fieldNames,
                        type: .array(.named("String")),
                        storage: .stored(isMutable: false, initialValue: .literal(.array(members.map { .string($0.name) })))))),
                Declaration(
                    comment: .documentation("The indices (schema order, modules last) of the members that differ."),
                    changedFields(comparing: context.stateType, body: forwardingBody)),
                Declaration(
                    comment: .documentation("The same, reading both states where they are (what the store calls)."),
                    changedFields(comparing: pointer, body: comparisons(of: members))),
            ])))
    }

    private func changedFields(comparing type: TypeName, body: [Statement]) -> Declaration.Kind {
        .function(FunctionDeclaration(
            access: context.access, modifiers: [.static], name: .function(NamingPolicy.StateMember.changedFields),
            parameters: [
                .init(label: "from", localName: "old", type: type),
                .init(label: "to", localName: "new", type: type),
            ],
            result: .named("FieldSet"), body: body))
    }

    /// `var old = old, new = new` then the pointer version over `&old`, `&new`.
    private var forwardingBody: [Statement] {
        [
            .binding(isMutable: true, name: "old", value: .identifier("old")),
            .binding(isMutable: true, name: "new", value: .identifier("new")),
            .return(.call(.identifier(NamingPolicy.StateMember.changedFields), [
                .init("from", .inOut(.identifier("old"))),
                .init("to", .inOut(.identifier("new"))),
            ])),
        ]
    }

    /// `if _slowPath(old.pointee.m != new.pointee.m) { changed.insert(i) }`
    /// per member, in pieces of `BodyChunking.size` for a large state.
    private func comparisons(of members: [StateMember]) -> [Statement] {
        if members.isEmpty { return [.return(.call(.type(.named("FieldSet")), []))] }
        let changed = "changed"
        let comparisons = members.enumerated().map { index, member in
            { (result: Expression) -> Statement in
                .if(
                    .call(.identifier("_slowPath"), .binary(
                        .member(.member(.identifier("old"), "pointee"), member.name), .notEqual,
                        .member(.member(.identifier("new"), "pointee"), member.name))),
                    [.expression(.call(.member(result, "insert"), .literal(.integer(String(index)))))])
            }
        }
        return [.binding(isMutable: true, name: changed, value: .call(.type(.named("FieldSet")), []))]
            + BodyChunking.statements(
                comparisons, function: "compareFields", captured: ["old", "new", changed],
                type: .named("FieldSet"), isThrowing: false, parameter: changed, target: .identifier(changed))
            + [.return(.identifier(changed))]
    }
}
