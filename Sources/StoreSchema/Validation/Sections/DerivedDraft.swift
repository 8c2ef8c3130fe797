/// A derived value as read: its type is read like a field's (so type
/// resolution and the hashability check treat it as one), and the inputs
/// keep their syntax, so unknown ones and cycles can be pointed at.
struct DerivedDraft {
    var name: String
    var key: SyntaxNode
    /// The type, as a field of the derived value's name (never with a default).
    var field: FieldDraft
    var inputs: [(name: String, node: SyntaxNode)]
}
