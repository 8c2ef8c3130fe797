/// An embedded store as read, with the syntax its diagnostics point at.
struct ModuleDraft {
    var module: Module
    var key: SyntaxNode
    var storeNode: SyntaxNode
    /// The cases that hold a value (`{type: Meeting}`), named by case, as
    /// read; resolved with the schema's fields (`SchemaValidator`).
    var caseValues: [FieldDraft] = []
}
