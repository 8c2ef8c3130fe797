import StoreSchema

/// For a list row's state that is saved (`codable: true` or `persist:`),
/// identifiable, and made of plain fields with defaults: `ColumnsDecodable`,
/// so a database storage builds each row from its columns by position rather
/// than through `init(from:)`'s keyed container, on every launch for every
/// row. A state with modules or derived values (what its `init(from:)` does
/// besides reading fields) keeps that path alone.
struct TableRowColumnsTranslation {
    let context: TranslationContext

    /// The fields read, in the order `init(columns:)` numbers them.
    private var fields: [StateMember]? {
        let definition = context.definition
        guard definition.persist || definition.codable, definition.rowKey != nil,
            definition.modules.isEmpty, definition.derived.isEmpty
        else { return nil }
        let members = context.stateMembers
        guard members.allSatisfy({ $0.defaultValue != nil && $0.module == nil }) else { return nil }
        return members.filter(\.persist)
    }

    var declaration: Declaration? {
        guard let fields, !fields.isEmpty else { return nil }
        let columns = Expression.identifier("columns")
        var body: [Statement] = [.expression(.call(.initializer(.selfReference), []))]
        for (index, field) in fields.enumerated() {
            body.append(
                .expression(
                    .try(
                        .call(
                            .member(columns, "update"),
                            [
                                .init(nil, .inOut(.member(.selfReference, field.name))),
                                .init("field", .literal(.integer(String(index)))),
                            ]))))
        }
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType, conformances: [.named("ColumnsDecodable")], requirements: [],
                    members: [
                        Declaration(
                            comment: .documentation(
                                "The saved fields' names, numbered as `init(columns:)` reads them."),
                            .variable(
                                VariableDeclaration(
                                    access: context.access, isStatic: true, name: "storedColumnNames",
                                    type: .array(.named("String")),
                                    storage: .stored(
                                        isMutable: false,
                                        initialValue: .literal(.array(fields.map { .string($0.name) })))))),
                        Declaration(
                            comment: .documentation(
                                "The row from a table's columns, each field not in them at its default."),
                            .function(
                                FunctionDeclaration(
                                    access: context.access, name: .initializer(failable: false),
                                    parameters: [
                                        .init(label: "columns", type: .named("some StoredColumns"))
                                    ],
                                    isThrowing: true, body: body))),
                    ])))
    }
}
