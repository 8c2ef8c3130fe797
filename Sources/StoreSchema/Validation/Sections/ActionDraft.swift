/// An action as read, before parameter types are resolved.
struct ActionDraft {
    var name: String
    var key: SyntaxNode
    var doc: String?
    var params: [FieldDraft]
    var startsEffects = false
    /// The dependency names under `uses:`, resolved by `DependencyUses`.
    var uses: [(name: String, node: SyntaxNode)] = []
}
