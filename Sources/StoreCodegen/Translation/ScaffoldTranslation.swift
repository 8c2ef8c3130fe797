/// The app's own reducer file, written once by `storegen stubs`: the state's
/// conformance to `<Store>Reducer` with an empty handler per action, and a
/// function per derived value whose body stops until the app writes it (a
/// derived value has no neutral result to return).
struct ScaffoldTranslation {
    let context: TranslationContext

    var file: SourceFile {
        let name = context.definition.name
        let header: [Comment] = [
            .line(
                """
                The reducers of the \(name) store. This file is yours to edit: storegen wrote it
                once and never overwrites it. Fill in each handler; when the schema gains an
                action, the compiler lists the handler to add here.
                """)
        ]
        let needsFoundation = context.analysis.actionsNeedFoundation || context.analysis.derivationsNeedFoundation
        let imports = ImportDeclaration.modules(
            (needsFoundation ? ["Foundation"] : []) + ["StoreRuntime"] + context.definition.imports)

        // Witnesses of a public or package protocol need the same access.
        let access = context.access
        let reducer = ReducerTranslation(context: context)
        let handlers =
            context.definition.actions.map { action in
                var handler = reducer.handler(action, access: access, body: reducer.emptyBody(action))
                handler.isPlaceholder = true
                return Declaration(.function(handler))
            }
            + context.definition.modules.filter { !$0.outputs.isEmpty }.map { module in
                Declaration(.function(reducer.outputHook(module, body: [.return(.member(nil, "none"))])))
            }
        var items: [SourceFile.Item] = [
            .declaration(
                Declaration(
                    .extensionDeclaration(
                        ExtensionDeclaration(
                            extendedType: context.stateType, conformances: [.named(context.reducerName)],
                            requirements: [], members: handlers))))
        ]
        let derived = DerivedValueTranslation(context: context)
        if !context.derivedMembers.isEmpty {
            let functions = context.derivedMembers.map { member in
                Declaration(
                    .function(
                        derived.requirement(
                            member, access: access,
                            body: [
                                .expression(
                                    .call(.identifier("fatalError"), .string("compute \(member.name) from its inputs")))
                            ])))
            }
            items.append(
                .declaration(
                    Declaration(
                        comment: .documentation(
                            "The derived values, each computed from exactly its inputs "
                                + "(`\(context.derivationsName)`)."),
                        .extensionDeclaration(
                            ExtensionDeclaration(
                                extendedType: context.stateType, conformances: [], requirements: [], members: functions)
                        ))))
        }
        return SourceFile(header: header, imports: imports, items: items)
    }
}
