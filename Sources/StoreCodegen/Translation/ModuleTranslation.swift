/// For each embedded module, a store scoped to its state and actions, so a
/// feature's target works with its own store and never sees the parent.
/// (Its state field, action case and forwarding come with the state, action
/// and reducer translations.)
struct ModuleTranslation {
    let context: TranslationContext

    var members: [Declaration] {
        context.definition.modules.map { module in
            let childState = context.moduleStateType(module)
            let childAction = context.moduleActionType(module)
            return Declaration(
                comment: .documentation(module.doc ?? "A store scoped to the embedded `\(module.name)` module."),
                location: context.line(module.location),
                .variable(VariableDeclaration(
                    access: context.access, name: module.name,
                    type: .generic(.named("Store"), [childState, childAction]),
                    storage: .computed([
                        .expression(.call(.identifier("scope"), [
                            .init("state", .closure([.expression(.member(.closureArgument(0), module.name))])),
                            .init("action", .closure([.expression(
                                .call(.member(.type(context.actionType), module.name), .closureArgument(0)))])),
                            // The module's named field (`[.reports]`): the store takes no bare indices.
                            .init("fields", .literal(.array([.member(nil, module.name)]))),
                        ])),
                    ]))))
        }
    }
}
