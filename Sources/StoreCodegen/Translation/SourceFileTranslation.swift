/// Translates a validated schema into the Swift model of its generated file,
/// one generated concept per translation, in a fixed order.
struct SourceFileTranslation {
    let context: TranslationContext
    let version: String

    var file: SourceFile {
        let header = HeaderTranslation(context: context, version: version)
        var items: [SourceFile.Item] = [.declaration(header.runtimeCheck)]

        let types = TypesTranslation(context: context).declarations
        if !types.isEmpty {
            items.append(.comment(.mark("Types")))
            items += types.map(SourceFile.Item.declaration)
        }

        items.append(.comment(.mark("State")))
        items.append(.declaration(StateTranslation(context: context).declaration))
        items.append(.declaration(ChangeTrackingTranslation(context: context).declaration))
        items += FieldIdentifierTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        items += PersistenceTranslation(context: context).declarations.map(SourceFile.Item.declaration)

        items.append(.comment(.mark("Actions")))
        items.append(.declaration(ActionTranslation(context: context).declaration))
        items += ActionCodingTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        items += ReducerTranslation(context: context).declarations.map(SourceFile.Item.declaration)

        items.append(.comment(.mark("Store")))
        items += StoreTranslation(context: context).declarations.map(SourceFile.Item.declaration)

        let subscriptions = SubscriptionTranslation(context: context)
        let subscriptionTypes = subscriptions.declarations
        if !subscriptionTypes.isEmpty {
            items.append(.comment(.mark("Subscriptions")))
            items += subscriptionTypes.map(SourceFile.Item.declaration)
        }
        let storeMembers = ModuleTranslation(context: context).members + subscriptions.storeMembers
        if !storeMembers.isEmpty {
            items.append(.declaration(Declaration(.extensionDeclaration(ExtensionDeclaration(
                extendedType: .named("Store"), conformances: [],
                requirements: [.sameType(.named("State"), context.stateType), .sameType(.named("Action"), context.actionType)],
                members: storeMembers)))))
        }
        return SourceFile(header: header.header, imports: header.imports, items: items)
    }
}
