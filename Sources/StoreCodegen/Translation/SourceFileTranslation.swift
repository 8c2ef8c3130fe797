import StoreSchema

/// Translates a validated schema into the Swift model of its generated files,
/// one generated concept per translation, in a fixed order: one file per
/// part of the layout (`NamingPolicy.FileLayout.parts`), each holding the
/// code of that part and the imports it needs, or the same code in one file.
struct SourceFileTranslation {
    let context: TranslationContext
    let version: String

    func files(_ layout: NamingPolicy.FileLayout) -> SourceFiles {
        switch layout {
        case .parts, .largeParts:
            SourceFiles(
                files: layout.parts.map { part in
                    SourceFiles.NamedFile(
                        name: NamingPolicy.generatedFileName(ofSchemaAt: context.definition.file, part: part),
                        file: file(part, in: layout))
                })
        case .oneFile:
            SourceFiles(files: [
                SourceFiles.NamedFile(
                    name: NamingPolicy.oneFileName(ofSchemaAt: context.definition.file),
                    file: file(
                        stateItems + actionItems
                            + marked(
                                "Subscriptions",
                                (1...NamingPolicy.GeneratedPart.subscriptionParts).flatMap(subscriptionItems))))
            ])
        }
    }

    private var header: HeaderTranslation { HeaderTranslation(context: context, version: version) }

    /// The file of `part`: in `.parts` the state's file also holds the types
    /// and the state's coding, which `.largeParts` gives files of their own.
    func file(_ part: NamingPolicy.GeneratedPart, in layout: NamingPolicy.FileLayout = .parts) -> SourceFile {
        switch part {
        case .types: optionalFile(typeItems, note: "\(context.fileName) declares no types and no child features.")
        case .state: file(layout == .largeParts ? stateDeclarationItems : stateItems)
        case .stateCoding:
            optionalFile(
                codingItems,
                note: "The state of \(context.fileName) is not Codable (no `persist: true` or `codable: true`).")
        case .actions: file(actionItems)
        case .subscriptions(let index): subscriptionFile(index)
        }
    }

    private func file(_ items: [SourceFile.Item], headerNote: String? = nil) -> SourceFile {
        SourceFile(
            header: header.header + (headerNote.map { [.line($0)] } ?? []), imports: header.imports, items: items)
    }

    /// `items` in a file, or, when there are none, a file holding only its
    /// header and `note`, saying why, which compiles to nothing: the build
    /// plugin declares every file of the layout before the schema is read.
    /// Such a file declares nothing, so no jump to a definition lands in it,
    /// and `storegen generate`, choosing the layout itself, does not write it
    /// (`GeneratedFile.declaresNothing`).
    private func optionalFile(_ items: [SourceFile.Item], note: String) -> SourceFile {
        guard !items.isEmpty else {
            return SourceFile(header: header.header + [.line(note)], imports: [], items: [])
        }
        return file(items)
    }

    /// The format check, the schema's types and the state with its change
    /// tracking, derived values, field identifiers and persistence.
    private var stateItems: [SourceFile.Item] {
        [.declaration(header.runtimeCheck)] + typeItems + stateDeclarationItems.dropFirst() + codingItems
    }

    /// The schema's types and the child features' enums.
    private var typeItems: [SourceFile.Item] {
        var items: [SourceFile.Item] = []
        let types = TypesTranslation(context: context).declarations
        if !types.isEmpty {
            items.append(.comment(.mark("Types")))
            items += types.map(SourceFile.Item.declaration)
        }
        let children = ChildEnumTranslation(context: context).declarations
        if !children.isEmpty {
            items.append(.comment(.mark("Child features")))
            items += children.map(SourceFile.Item.declaration)
        }
        return items
    }

    /// The format check and the state with its change tracking, derived
    /// values and field identifiers.
    private var stateDeclarationItems: [SourceFile.Item] {
        var items: [SourceFile.Item] = [.declaration(header.runtimeCheck), .comment(.mark("State"))]
        items.append(.declaration(StateTranslation(context: context).declaration))
        items.append(.declaration(ChangeTrackingTranslation(context: context).declaration))
        items += SharedValueTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        items += DerivedValueTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        items += FieldIdentifierTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        return items
    }

    /// The state's `Codable` conformance and persistence.
    private var codingItems: [SourceFile.Item] {
        PersistenceTranslation(context: context).declarations.map(SourceFile.Item.declaration)
    }

    /// The actions with their coding, the reducer protocol, and the store
    /// with its embedded modules' scoped stores.
    private var actionItems: [SourceFile.Item] {
        var items: [SourceFile.Item] = [.comment(.mark("Actions"))]
        items.append(.declaration(ActionTranslation(context: context).declaration))
        items += ActionCodingTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        items += AlertTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        items += ReducerTranslation(context: context).declarations.map(SourceFile.Item.declaration)

        items.append(.comment(.mark("Store")))
        items += StoreTranslation(context: context).declarations.map(SourceFile.Item.declaration)
        let modules = ModuleTranslation(context: context).members
        if !modules.isEmpty {
            items.append(.declaration(storeExtension(modules)))
        }
        items += ModuleTranslation(context: context).caseStores.map(SourceFile.Item.declaration)
        return items
    }

    /// The subscriptions `NamingPolicy.subscriptionPart(of:)` puts in part
    /// `index`. A part with none holds only its header comment, so it
    /// compiles to nothing (see `optionalFile`).
    private func subscriptionFile(_ index: Int) -> SourceFile {
        let count = NamingPolicy.GeneratedPart.subscriptionParts
        let items = subscriptionItems(index)
        guard !items.isEmpty else {
            return SourceFile(
                header: header.header + [
                    .line("No subscription of \(context.fileName) falls in part \(index) of \(count).")
                ],
                imports: [], items: [])
        }
        return file(
            marked("Subscriptions", items),
            headerNote: "Subscriptions, part \(index) of \(count): a subscription's part is fixed by its name.")
    }

    /// The declarations of the subscriptions in part `index`; none when no
    /// subscription falls in it.
    private func subscriptionItems(_ index: Int) -> [SourceFile.Item] {
        let subscriptions = context.definition.subscriptions.filter {
            NamingPolicy.subscriptionPart(of: $0.name) == index
        }
        guard !subscriptions.isEmpty else { return [] }
        let translation = SubscriptionTranslation(context: context, subscriptions: subscriptions)
        let groups = context.naming.subscriptionGroups(context.definition.subscriptions.map(\.name)).filter {
            $0.part == index
        }
        return (translation.declarations + translation.storeMembers(in: groups)).map(SourceFile.Item.declaration)
    }

    /// `items` under a `// MARK: - <title>` line; nothing when there are none.
    private func marked(_ title: String, _ items: [SourceFile.Item]) -> [SourceFile.Item] {
        items.isEmpty ? [] : [.comment(.mark(title))] + items
    }

    /// `extension Store where State == <State>, Action == <Action> { members }`.
    private func storeExtension(_ members: [Declaration]) -> Declaration {
        Declaration(
            .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: .named("Store"), conformances: [],
                    requirements: [
                        .sameType(.named("State"), context.stateType), .sameType(.named("Action"), context.actionType),
                    ],
                    members: members)))
    }
}
