import StoreSchema

/// `<Store>State`: every field and module state, and a memberwise
/// initializer whose parameters default where the schema gives a default.
struct StateTranslation {
    let context: TranslationContext

    var declaration: Declaration {
        let members = context.stateMembers
        var declarations = members.map { member in
            Declaration(
                comment: member.doc.map(Comment.documentation), location: member.location,
                .variable(VariableDeclaration(
                    access: context.access, name: member.name, type: member.type,
                    storage: .stored(isMutable: true, initialValue: nil))))
        }
        let locals = NamingPolicy.localNames(for: members.map(\.name))
        declarations.append(Declaration(
            comment: .documentation("A state from its fields; those with a schema default may be left out."),
            .function(FunctionDeclaration(
                access: context.access, name: .initializer(failable: false),
                parameters: zip(members, locals).map { member, local in
                    LocalNames.parameter(
                        label: member.name, local: local, type: member.type, defaultValue: member.defaultValue)
                },
                body: zip(members, locals).map { member, local in
                    .assignment(.member(.selfReference, member.name), .identifier(local))
                }))))
        if !members.isEmpty && members.allSatisfy({ $0.defaultValue != nil }) {
            // `<Store>Reducer` requires `init()` (stores start from it); an
            // initializer whose parameters all have defaults does not satisfy it.
            declarations.append(Declaration(
                comment: .documentation("The state with every field at its schema default."),
                .function(FunctionDeclaration(
                    access: context.access, name: .initializer(failable: false),
                    body: [.expression(.call(.initializer(.selfReference), zip(members, locals).map { member, _ in
                        .init(member.name, member.defaultValue ?? .literal(.nil))
                    }))]))))
        }
        return Declaration(
            comment: .documentation(context.definition.doc ?? "The state of the \(context.definition.name) store."),
            .structure(StructDeclaration(
                access: context.access, name: context.stateName,
                conformances: [.named("Equatable"), .named("Sendable")], members: declarations)))
    }
}
