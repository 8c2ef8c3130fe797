/// An alert as read (`alerts:`), before its parameters' types are resolved.
struct AlertDraft {
    var alert: Alert
    var key: SyntaxNode
    var params: [FieldDraft]
    /// Where each button's action is named, for the checks of `AlertChecks`.
    var actionNodes: [SyntaxNode?]
    /// The title's and message's nodes, where a `\(name)` naming no parameter is reported.
    var textNodes: [SyntaxNode]
}
