/// Reads `subscriptions:`: `name: {select: fields | actions: names, on?, doc?}`,
/// where a single name may stand for a one-element list.
struct SubscriptionsReader {
    var log: DiagnosticLog

    func read(_ node: SyntaxNode) -> [SubscriptionDraft] {
        guard let entries = MappingEntries.read(node, as: "'subscriptions'", log: log) else { return [] }
        return entries.compactMap(readSubscription)
    }

    private func readSubscription(_ entry: MappingEntry) -> SubscriptionDraft? {
        if let problem = Identifier.problem(with: entry.name, role: "subscription") {
            log.error(problem, at: entry.key)
        }
        let description = "subscription \(Quoting.quote(entry.name))"
        let needsSource = "\(description) needs 'select' (state fields) or 'actions' (action names)"
        guard !entry.value.isNull else {
            log.error(needsSource, at: entry.value)
            return nil
        }
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else { return nil }
        let keys = MappingEntries.checkKeys(
            entries, allowed: ["select", "actions", "on", "doc"], in: description, log: log)
        let source: SubscriptionDraft.Source
        let listEntry: MappingEntry
        switch (keys["select"], keys["actions"]) {
        case (nil, nil):
            log.error(needsSource, at: entry.value)
            return nil
        case (.some, .some(let actions)):
            log.error("\(description) cannot have both 'select' and 'actions'", at: actions.key)
            return nil
        case (.some(let select), nil):
            (source, listEntry) = (.select, select)
        case (nil, .some(let actions)):
            (source, listEntry) = (.actions, actions)
        }
        var delivery = Subscription.Delivery.main
        if let on = keys["on"] {
            if let text = on.value.scalar?.text, let value = Subscription.Delivery(rawValue: text) {
                delivery = value
            } else {
                log.error(
                    "'on' must be 'main' or 'background', found \(ScalarReaders.describe(on.value))", at: on.value)
            }
        }
        return SubscriptionDraft(
            name: entry.name, key: entry.key,
            doc: keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) },
            source: source, names: readNames(listEntry), listNode: listEntry.value, delivery: delivery)
    }

    private func readNames(_ entry: MappingEntry) -> [(name: String, node: SyntaxNode)] {
        NameList.read(
            entry.value, key: entry.name, each: entry.name == "select" ? "a state field name" : "an action name",
            log: log)
    }
}
