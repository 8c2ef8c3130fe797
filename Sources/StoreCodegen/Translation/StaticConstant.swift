extension TranslationContext {
    /// `static var <name>: <type> { <value> }` with its doc comment: how a
    /// persisted state tells the runtime what the schema says (its version,
    /// its file's name, its tables), at the schema's access level.
    func staticConstant(_ name: String, _ type: String, _ value: Expression, _ doc: String) -> Declaration {
        Declaration(
            comment: .documentation(doc),
            .variable(
                VariableDeclaration(
                    access: access, isStatic: true, name: name, type: .named(type),
                    storage: .computed([.expression(value)]))))
    }
}
