/// Subscriptions may only select state fields (modules and derived values count) and name
/// actions (modules count); an empty list is legal but never delivers.
struct SubscriptionTargets {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let modules = draft.modules.map(\.module.name)
        let fields = draft.state.map(\.name) + modules + draft.derived.map(\.name)
        let actions = draft.actions.map(\.name) + modules
        let fieldSet = Set(fields)
        let actionSet = Set(actions)
        for subscription in draft.subscriptions {
            let quoted = Quoting.quote(subscription.name)
            switch subscription.source {
            case .select:
                if subscription.listNode.sequence?.isEmpty == true {
                    log.warning(
                        "subscription \(quoted) selects no fields, so its props never change", at: subscription.listNode
                    )
                }
                for (name, node) in subscription.names where !fieldSet.contains(name) {
                    let suffix = Suggestion.clause(for: name, in: fields).map { "; \($0)" } ?? ""
                    log.error(
                        """
                        subscription \(quoted) selects \(Quoting.quote(name)), which is not a state field, \
                        module or derived value\(suffix)
                        """, at: node)
                }
            case .actions:
                if subscription.listNode.sequence?.isEmpty == true {
                    log.warning(
                        "subscription \(quoted) lists no actions, so it never delivers anything",
                        at: subscription.listNode)
                }
                for (name, node) in subscription.names where !actionSet.contains(name) {
                    let suffix = Suggestion.clause(for: name, in: actions).map { "; \($0)" } ?? ""
                    log.error(
                        """
                        subscription \(quoted) lists \(Quoting.quote(name)), which is not an action or \
                        module\(suffix)
                        """, at: node)
                }
            }
        }
    }
}
