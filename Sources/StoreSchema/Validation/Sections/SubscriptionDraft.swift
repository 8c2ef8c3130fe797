/// A subscription as read: the names it lists keep their syntax, so unknown
/// ones can be pointed at.
struct SubscriptionDraft {
    enum Source {
        case select
        case actions
    }

    var name: String
    var key: SyntaxNode
    var doc: String?
    var source: Source
    var names: [(name: String, node: SyntaxNode)]
    /// The `select:`/`actions:` value, where "selects nothing" points.
    var listNode: SyntaxNode
    var delivery: Subscription.Delivery
}
