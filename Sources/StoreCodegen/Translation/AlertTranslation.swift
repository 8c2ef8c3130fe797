import StoreSchema

/// The schema's alerts (`alerts:`), each a factory of the runtime's
/// `AlertState` for this store's actions, so a handler presents one and a
/// test asserts it as a value:
///
///     extension AlertState where ButtonAction == DetailAction {
///         static func deleteConfirmation(title: String) -> Self {
///             AlertState(
///                 title: "Delete \(title)?",
///                 buttons: [
///                     AlertButton("Delete", role: .destructive, action: .delete),
///                     AlertButton("Cancel", role: .cancel),
///                 ])
///         }
///     }
///
/// An alert without parameters is a static property (`.denied`). A
/// button's action takes the alert's parameters of its parameters' names.
struct AlertTranslation {
    let context: TranslationContext

    var declarations: [Declaration] {
        let alerts = context.definition.alerts
        guard !alerts.isEmpty else { return [] }
        return [
            Declaration(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: .named("AlertState"), conformances: [],
                        requirements: [.sameType(.named("ButtonAction"), context.actionType)],
                        members: alerts.map(factory))))
        ]
    }

    private func factory(_ alert: Alert) -> Declaration {
        var arguments: [Expression.Argument] = []
        if alert.isDialog { arguments.append(.init(nil, .member(nil, "dialog"))) }
        arguments.append(.init("title", text(alert.title)))
        if let message = alert.message { arguments.append(.init("message", text(message))) }
        if !alert.buttons.isEmpty {
            arguments.append(.init("buttons", .literal(.array(alert.buttons.map(button)))))
        }
        let what = alert.isDialog ? "confirmation dialog" : "alert"
        let comment = Comment.documentation(alert.doc ?? "The `\(alert.name)` \(what) (`alerts:`).")
        let body = Statement.wrappedCall(.identifier("AlertState"), arguments, returns: false)
        // An alert without parameters reads as a value (`alert = .denied`), as an enum case would.
        guard !alert.params.isEmpty else {
            return Declaration(
                comment: comment, location: context.line(alert.location),
                .variable(
                    VariableDeclaration(
                        access: context.access, isStatic: true, name: alert.name, type: .named("Self"),
                        storage: .computed([body]))))
        }
        return Declaration(
            comment: comment, location: context.line(alert.location),
            .function(
                FunctionDeclaration(
                    access: context.access, modifiers: [.static], name: .function(alert.name),
                    parameters: alert.params.map { .init(label: $0.name, type: context.typeName($0.type)) },
                    result: .named("Self"), body: [body])))
    }

    /// `AlertButton("Delete", role: .destructive, action: .delete(id: id))`
    private func button(_ button: Alert.Button) -> Expression {
        var arguments: [Expression.Argument] = [.init(nil, .literal(.string(button.label)))]
        if let role = button.role { arguments.append(.init("role", .member(nil, role))) }
        if let name = button.action, let action = context.definition.actions.first(where: { $0.name == name }) {
            let sent: Expression =
                action.params.isEmpty
                ? .member(nil, name)
                : .call(.member(nil, name), action.params.map { .init($0.name, .identifier($0.name)) })
            arguments.append(.init("action", sent))
        }
        return .call(.identifier("AlertButton"), arguments)
    }

    private func text(_ parts: [Alert.TextPart]) -> Expression {
        guard parts.contains(where: { if case .parameter = $0 { true } else { false } }) else {
            return .literal(.string(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()))
        }
        return .literal(
            .interpolatedString(
                parts.map { part in
                    switch part {
                    case .text(let text): .text(text)
                    case .parameter(let name): .value(name)
                    }
                }))
    }
}
