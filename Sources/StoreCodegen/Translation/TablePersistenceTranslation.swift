import StoreSchema

/// For `persist: {to: sqlite}`: the state's `TablePersistentState`
/// conformance, its format version, database name and `TableLayout`, from
/// which StoreSQLite makes its persistence (the generated file imports only
/// StoreRuntime). A schema with `migrations:` conforms to
/// `MigratingTablePersistentState` instead and lists them, so StoreSQLite's
/// `persistence(…)` requires the app's `migrate` (as the JSON form's
/// generated functions do). A `list:` module, and an array of a schema type with an
/// `id` (made `Identifiable` for it), is a table; every other saved member a
/// single value. A module whose store does not persist is left out by the
/// runtime's overloads (its state is not `Codable`), as in the JSON file.
struct TablePersistenceTranslation {
    let context: TranslationContext

    var declaration: Declaration {
        let layoutType = TypeName.generic(.named("TableLayout"), [context.stateType])
        let members = context.stateMembers.filter { $0.persist || $0.module != nil }.compactMap(member)
        let migrations = context.definition.migrations
        let conformance = migrations.isEmpty ? "TablePersistentState" : "MigratingTablePersistentState"
        let listed =
            migrations.isEmpty
            ? []
            : [
                context.staticConstant(
                    NamingPolicy.StateMember.stateMigrations, "[Int]",
                    .literal(.array(migrations.map { .literal(.integer(String($0))) })),
                    "The older versions the schema's `migrations:` lists: a database saved at one is migrated.")
            ]
        return Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: context.stateType, conformances: [.named(conformance)], requirements: [],
                    members: [
                        context.staticConstant(
                            NamingPolicy.StateMember.stateVersion, "Int",
                            .literal(.integer(String(context.definition.version))),
                            "The schema's state `version`: what the database is written at.")
                    ] + listed + [
                        context.staticConstant(
                            NamingPolicy.StateMember.stateDatabaseName, "String",
                            .string(context.definition.name + ".sqlite"),
                            "The database's name in the app's data folder unless the app names another."),
                        Declaration(
                            comment: .documentation("Which saved fields are tables of rows and which single values."),
                            .variable(
                                VariableDeclaration(
                                    access: context.access, isStatic: true, name: NamingPolicy.StateMember.tableLayout,
                                    type: layoutType,
                                    storage: .computed([layout(members)])))),
                    ])))
    }

    /// `TableLayout(` and a member a line, as swift-format wraps a long call.
    private func layout(_ members: [Expression]) -> Statement {
        let type = Expression.type(.named("TableLayout"))
        if members.isEmpty { return .expression(.call(type, [])) }
        return .wrappedCall(type, members.map { .init(nil, $0) }, returns: false)
    }

    /// `.table("projects", field: 0, \.projects)` or `.value(…)`.
    private func member(_ member: StateMember) -> Expression? {
        guard let index = context.fieldIndex(of: member.name) else { return nil }
        let kind = isTable(member) ? "table" : "value"
        return .call(
            .member(nil, kind),
            [
                .init(nil, .string(member.name)),
                .init("field", .literal(.integer(String(index)))),
                .init(nil, .keyPath([member.name])),
            ])
    }

    private func isTable(_ member: StateMember) -> Bool {
        if let module = member.module { return module.kind == .list }
        return member.reference.flatMap(context.definition.tableRowType(of:)) != nil
    }

    /// A struct the schema keeps as a table's rows: `Identifiable`, so an
    /// array of it is a table keyed by that id (`StoreDefinition.isTableRow`).
    static func isIdentifiable(_ type: TypeDefinition, in context: TranslationContext) -> Bool {
        context.definition.isTableRow(type)
    }
}
