/// A field, parameter or payload value as read from the schema, before its
/// type is resolved and its default checked.
struct FieldDraft {
    var name: String
    var key: SyntaxNode
    /// `nil` when the type did not parse (already reported).
    var type: TypeExpression?
    var typeLocation: SourceLocation
    var defaultNode: SyntaxNode?
    var doc: String?
    var persist: Bool = true
    var persistNode: SyntaxNode?
    /// `shared: true` (state fields only).
    var shared: Bool = false
    /// Filled in by resolution; `nil` when the type is unknown (already reported).
    var resolved: TypeReference?
    /// Filled in by the default check.
    var defaultValue: Value?
    /// How the field reads in a sentence: "state field 'count'".
    var description: String
}
