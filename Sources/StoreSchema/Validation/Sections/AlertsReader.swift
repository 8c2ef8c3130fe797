/// Reads `alerts:`: `name: {title, message?, style?, params?, buttons, doc?}`,
/// each button `Label: {action?, role?}` (or `Label: action`).
struct AlertsReader {
    var log: DiagnosticLog

    static let roles = ["cancel", "destructive"]
    static let styles = ["alert", "dialog"]

    func read(_ node: SyntaxNode) -> [AlertDraft] {
        guard let entries = MappingEntries.read(node, as: "'alerts'", log: log) else { return [] }
        return entries.compactMap(readAlert)
    }

    private func readAlert(_ entry: MappingEntry) -> AlertDraft? {
        if let problem = Identifier.problem(with: entry.name, role: "alert") {
            log.error(problem, at: entry.key)
            return nil
        }
        let description = "alert \(Quoting.quote(entry.name))"
        let form = "{title: …, buttons: {Delete: {action: delete, role: destructive}, Cancel: {role: cancel}}}"
        guard entry.value.mapping != nil else {
            log.error(
                "\(description) must be a mapping such as \(form), found \(entry.value.kindDescription)",
                at: entry.value)
            return nil
        }
        guard let entries = MappingEntries.read(entry.value, as: description, log: log) else { return nil }
        let keys = MappingEntries.checkKeys(
            entries, allowed: ["title", "message", "style", "params", "buttons", "doc"], in: description, log: log)
        guard let titleEntry = keys["title"] else {
            log.error("\(description) needs a 'title'", at: entry.value)
            return nil
        }
        guard let title = ScalarReaders.text(titleEntry.value, as: "'title' of \(description)", log: log) else {
            return nil
        }
        var alert = Alert(name: entry.name, title: Self.parts(of: title), location: entry.key.location)
        var textNodes = [titleEntry.value]
        alert.doc = keys["doc"].flatMap { ScalarReaders.text($0.value, as: "'doc'", log: log) }
        if let message = keys["message"] {
            alert.message = ScalarReaders.text(message.value, as: "'message' of \(description)", log: log).map(
                Self.parts)
            textNodes.append(message.value)
        }
        if let style = keys["style"],
            let text = ScalarReaders.name(style.value, as: "'style' of \(description)", log: log)
        {
            if !Self.styles.contains(text) {
                log.error(
                    "'style' of \(description) must be alert or dialog, found \(Quoting.quote(text))", at: style.value)
            }
            alert.isDialog = text == "dialog"
        }
        var params: [FieldDraft] = []
        if let paramsEntry = keys["params"], !paramsEntry.value.isNull {
            let reader = FieldReader(role: "parameter", owner: " of \(description)", allowsPersist: false, log: log)
            params = (MappingEntries.read(paramsEntry.value, as: "'params' of \(description)", log: log) ?? []).map(
                reader.read)
        }
        var actionNodes: [SyntaxNode?] = []
        if let buttonsEntry = keys["buttons"], !buttonsEntry.value.isNull {
            let buttons = MappingEntries.read(buttonsEntry.value, as: "'buttons' of \(description)", log: log) ?? []
            for button in buttons {
                guard let (read, actionNode) = readButton(button, of: description) else { continue }
                alert.buttons.append(read)
                actionNodes.append(actionNode)
            }
        }
        return AlertDraft(alert: alert, key: entry.key, params: params, actionNodes: actionNodes, textNodes: textNodes)
    }

    /// `Delete: {action: delete, role: destructive}`, `Delete: delete`, or `OK:` (dismisses only).
    private func readButton(_ entry: MappingEntry, of description: String) -> (Alert.Button, SyntaxNode?)? {
        var button = Alert.Button(label: entry.name, location: entry.key.location)
        let what = "button \(Quoting.quote(entry.name)) of \(description)"
        if entry.value.isNull { return (button, nil) }
        guard entry.value.mapping != nil else {
            guard let action = ScalarReaders.name(entry.value, as: what, log: log) else { return nil }
            button.action = action
            return (button, entry.value)
        }
        guard let entries = MappingEntries.read(entry.value, as: what, log: log) else { return nil }
        let keys = MappingEntries.checkKeys(entries, allowed: ["action", "role"], in: what, log: log)
        var actionNode: SyntaxNode?
        if let action = keys["action"], let name = ScalarReaders.name(action.value, as: "'action' of \(what)", log: log)
        {
            button.action = name
            actionNode = action.value
        }
        if let role = keys["role"], let text = ScalarReaders.name(role.value, as: "'role' of \(what)", log: log) {
            if Self.roles.contains(text) {
                button.role = text
            } else {
                log.error(
                    "'role' of \(what) must be cancel or destructive, found \(Quoting.quote(text))", at: role.value)
            }
        }
        return (button, actionNode)
    }

    /// `Delete \(title)?` -> text "Delete ", parameter "title", text "?".
    static func parts(of text: String) -> [Alert.TextPart] {
        var parts: [Alert.TextPart] = []
        var rest = Substring(text)
        while let open = rest.range(of: "\\("), let close = rest[open.upperBound...].firstIndex(of: ")") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            parts.append(.parameter(String(rest[open.upperBound..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }
}
