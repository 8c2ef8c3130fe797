import StoreSchema

/// The `TrackedState` conformance: which top-level members a dispatch
/// changed, so the store evaluates only the subscribers of those members;
/// and `FieldNaming`, so logs print `cart` rather than the index `#1`.
struct ChangeTrackingTranslation {
    let context: TranslationContext

    var declaration: Declaration {
        let members = context.stateMembers
        var body: [Statement]
        if members.isEmpty {
            body = [.return(.call(.type(.named("FieldSet")), []))]
        } else {
            body = [.binding(isMutable: true, name: "changed", value: .call(.type(.named("FieldSet")), []))]
            for (index, member) in members.enumerated() {
                body.append(.if(
                    .binary(
                        .member(.identifier("old"), member.name), .notEqual, .member(.identifier("new"), member.name)),
                    [.expression(.call(.member(.identifier("changed"), "insert"), .literal(.integer(String(index)))))]))
            }
            body.append(.return(.identifier("changed")))
        }
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
                    .function(FunctionDeclaration(
                        access: context.access, modifiers: [.static], name: .function(NamingPolicy.StateMember.changedFields),
                        parameters: [
                            .init(label: "from", localName: "old", type: context.stateType),
                            .init(label: "to", localName: "new", type: context.stateType),
                        ],
                        result: .named("FieldSet"), body: body))),
            ])))
    }
}
