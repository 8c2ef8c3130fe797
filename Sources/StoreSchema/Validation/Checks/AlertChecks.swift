/// The alerts (`alerts:`) against the rest of the schema: a `\(name)` in a
/// title or message names a parameter; a button's action is an action of
/// this store whose parameters the alert has, by name and type; a `oneOf:`
/// case that holds alerts has some to hold, and alerts are held somewhere.
struct AlertChecks {
    var log: DiagnosticLog

    func check(_ draft: SchemaDraft) {
        let actions = Dictionary(draft.actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for alert in draft.alerts {
            let description = "alert \(Quoting.quote(alert.alert.name))"
            let params = Dictionary(alert.params.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let texts = [alert.alert.title] + (alert.alert.message.map { [$0] } ?? [])
            for (parts, node) in zip(texts, alert.textNodes) {
                for case .parameter(let name) in parts where params[name] == nil {
                    log.error(
                        "\(description) shows \\(\(name)), which is none of its parameters; declare it in 'params', "
                            + "such as params: {\(name.isEmpty ? "title" : name): String}",
                        at: node)
                }
            }
            for (button, node) in zip(alert.alert.buttons, alert.actionNodes) {
                guard let name = button.action, let node else { continue }
                guard let action = actions[name] else {
                    let suggestion = Suggestion.clause(for: name, in: draft.actions.map(\.name)).map { "; \($0)" } ?? ""
                    log.error(
                        "button \(Quoting.quote(button.label)) of \(description) sends \(Quoting.quote(name)), "
                            + "which is not an action of this store\(suggestion)",
                        at: node)
                    continue
                }
                for param in action.params {
                    guard let given = params[param.name] else {
                        log.error(
                            "button \(Quoting.quote(button.label)) of \(description) sends \(Quoting.quote(name)), "
                                + "whose parameter \(Quoting.quote(param.name)) the alert does not have: add it to "
                                + "the alert's 'params'",
                            at: node)
                        continue
                    }
                    if let expected = param.resolved, let found = given.resolved, expected != found {
                        log.error(
                            "button \(Quoting.quote(button.label)) of \(description) sends \(Quoting.quote(name)), "
                                + "whose parameter \(Quoting.quote(param.name)) is a \(expected.swiftSpelling), but "
                                + "the alert's is a \(found.swiftSpelling)",
                            at: node)
                    }
                }
            }
        }
        let holders = draft.modules.flatMap { draft in
            draft.module.cases.filter(\.holdsAlerts).map { ("case \(Quoting.quote($0.name))", $0.location) }
                + (draft.module.holdsAlerts
                    ? [("module \(Quoting.quote(draft.module.name))", draft.module.location)] : [])
        }
        if draft.alerts.isEmpty {
            for (holder, location) in holders {
                log.error(
                    "\(holder) holds alerts, but the schema declares none: declare them in 'alerts', "
                        + "such as alerts: {confirm: {title: Sure?, buttons: {OK: ok, Cancel: {role: cancel}}}}",
                    at: location)
            }
        } else if holders.isEmpty, let location = draft.keyLocations["alerts"] {
            log.warning(
                "no module holds these alerts: add a module {alerts: true}, or a case with it to a 'oneOf', such as "
                    + "alert: {alerts: true}",
                at: location)
        }
    }
}
