/// An embedded store as read, with the syntax its diagnostics point at.
struct ModuleDraft {
    var module: Module
    var key: SyntaxNode
    var storeNode: SyntaxNode
}
