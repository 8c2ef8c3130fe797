import StoreSchema

/// Data held once (`share:` of a module): a child's `shared: true` field
/// and the parent's value it is linked to are kept one value by the
/// runtime's `SharedLink`. Each link is declared once, a static member of
/// the state named by `NamingPolicy.sharedLinkNames` (and required by the
/// reducer protocol, whose generic code reaches it as `Self.…`):
///
///     static var detailProductLink: SharedLink<CatalogState, ProductDetailState, Product> {
///         .element(\.product, of: \.products, by: \.id)
///     }
///
/// and used by name three times:
///
/// - `update(&self, at: \.detail)` in the state's `updateDerivedValues`
///   (and its initializer): after an action that changed the parent's value
///   or the child, the child's field is set to the parent's value, its
///   derived values recomputed; a test store's expected state follows too;
/// - `snapshot(of: self, at: \.detail)` before each action in the reducer,
///   then `close(&self)` on it after: when the action changed the parent's
///   array or the children, a child whose value the parent no longer holds
///   is closed (then cancelled as any child that went away);
/// - `store(self.detail, into: &self)` right after a child handled an
///   action: its write reaches the parent before the parent's output hook.
struct SharedValueTranslation {
    let context: TranslationContext

    /// One link: the module, its `share:` entry, and the name of the member declaring it.
    struct Link {
        let module: Module
        let share: ModuleShare
        let name: String
    }

    /// Each link, in schema order.
    var links: [Link] {
        let shares = context.definition.modules.flatMap { module in module.shares.map { (module, $0) } }
        guard !shares.isEmpty else { return [] }
        let definition = context.definition
        // Names in the state's namespace, and the types its code spells.
        var taken = TakenNames.stateMembers.union(TakenNames.typeNames.keys)
        taken.formUnion(context.trackedMembers.map(\.name))
        taken.formUnion(definition.actions.map(\.name))
        taken.formUnion(definition.types.map(\.name))
        taken.formUnion(definition.externalTypes.map(\.name))
        let names = NamingPolicy.sharedLinkNames(
            for: shares.map { (module: $0.name, caseName: $1.caseName, field: $1.field) }, avoiding: taken)
        return zip(shares, names).map { Link(module: $0.0, share: $0.1, name: $1) }
    }

    var isEmpty: Bool { context.definition.modules.allSatisfy(\.shares.isEmpty) }

    /// The parent's members the links read, in schema order: its fields,
    /// and the modules whose fields it shares (`list` of `list.items`).
    var sourceFields: [StateMember] {
        let names = Set(links.map { Self.holder(of: $0.share) })
        return context.stateMembers.filter { names.contains($0.name) }
    }

    /// The parent's member holding a link's value: its field, or its module.
    private static func holder(of share: ModuleShare) -> String {
        share.module ?? share.source.field
    }

    /// `extension CatalogState { static var detailProductLink: … }`: each
    /// link declared once.
    var declarations: [Declaration] {
        let links = links
        guard !links.isEmpty else { return [] }
        return [
            Declaration(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: context.stateType, conformances: [], requirements: [],
                        members: links.map { link in
                            Declaration(
                                comment: .documentation(documentation(of: link)),
                                .variable(
                                    VariableDeclaration(
                                        access: context.access, isStatic: true, name: link.name,
                                        type: type(of: link, parent: context.stateType),
                                        storage: .computed([definition(of: link)]))))
                        })))
        ]
    }

    /// The reducer protocol's requirement of each link, which the state's
    /// member meets: its generic code reaches the link as `Self.…`.
    var requirements: [Declaration] {
        links.map { link in
            Declaration(
                comment: .documentation(documentation(of: link)),
                location: context.line(link.share.location),
                .variable(
                    VariableDeclaration(
                        access: .internal, isStatic: true, name: link.name,
                        type: type(of: link, parent: .named("Self")), storage: .requirement(settable: false))))
        }
    }

    /// "The `detail` child's `product` is the element of `products` with its `id` (`share:`)."
    private func documentation(of link: Link) -> String {
        let field = ([link.share.caseName].compactMap { $0 } + [link.share.field]).joined(separator: ".")
        let name = link.share.source.field
        let held = link.share.module.map { "the `\($0)` child's `\(name)`" } ?? "`\(name)`"
        let value =
            switch link.share.source {
            case .field: link.share.module == nil ? "this state's \(held)" : held
            case .element(_, let key): "the element of \(held) with its `\(key)`"
            }
        return "The `\(link.module.name)` child's `\(field)` is \(value) (`share:`)."
    }

    /// The child's state type, the one it is held in (the one-of enum for
    /// a case), and the value's type.
    private func types(of link: Link) -> (child: TypeName, held: TypeName, value: TypeName) {
        let module = link.module
        let share = link.share
        let store = share.caseName.flatMap { name in module.cases.first { $0.name == name }?.store } ?? module.store
        let child = TypeName.named(NamingPolicy.stateType(ofStore: store))
        let source = share.sourceType ?? context.stateMember(named: share.source.field)?.reference
        let value: TypeName =
            switch share.source {
            case .field: source.map(context.typeName) ?? .void
            case .element:
                if case .array(let element) = source { context.typeName(element) } else { .void }
            }
        return (child, share.caseName == nil ? child : context.childStateType(module), value)
    }

    /// `SharedLink<CatalogState, CatalogDestination, Product>`
    private func type(of link: Link, parent: TypeName) -> TypeName {
        let types = types(of: link)
        return .generic(.named("SharedLink"), [parent, types.held, types.value])
    }

    /// `.element(\.product, of: \.products, by: \.id)`, or for a case of a
    /// one-of or stack module, wrapped as swift-format would:
    ///
    ///     SharedLink<CatalogState, ProductDetailState, Product>
    ///         .element(\.product, of: \.products, by: \.id)
    ///         .inCase({ if case .edit(let state) = $0 { state } else { nil } }, CatalogDestination.edit)
    private func definition(of link: Link) -> Statement {
        let share = link.share
        let holder: [Expression.Argument] = share.module.map { [.init("in", .keyPath([$0]))] } ?? []
        let made: Expression =
            switch share.source {
            case .field(let name):
                .call(
                    .member(nil, "field"),
                    [.init(nil, .keyPath([share.field])), .init("is", .keyPath([name]))] + holder)
            case .element(let name, let key):
                .call(
                    .member(nil, "element"),
                    [.init(nil, .keyPath([share.field])), .init("of", .keyPath([name]))] + holder
                        + [.init("by", .keyPath([key]))])
            }
        guard let caseName = share.caseName else { return .expression(made) }
        let types = types(of: link)
        let inCase = Expression.call(
            .member(nil, "inCase"),
            [
                .init(nil, .caseValue(caseName)),
                .init(nil, .member(.type(types.held), caseName)),
            ])
        return .memberChain(
            .type(.generic(.named("SharedLink"), [context.stateType, types.child, types.value])), [made, inCase])
    }

    /// `CatalogState.detailProductLink` in the state, `Self.detailProductLink`
    /// in the reducer's generic code.
    private func reference(_ link: Link, in parent: TypeName) -> Expression {
        .member(.type(parent), link.name)
    }

    /// `if (changed.contains(0) || changed.contains(2)) && <link>.update(&self, at: \.detail) { updated.insert(2) }`
    /// for each link: the statements that bring children up to date after
    /// the members in `changed` changed, noting each child changed in `updated`.
    func updates(changed: String, updated: String) -> [Statement] {
        links.compactMap { link in
            let module = link.module
            let share = link.share
            guard let moduleIndex = context.fieldIndex(of: module.name),
                let sourceIndex = context.fieldIndex(of: Self.holder(of: share))
            else { return nil }
            let contains = { (index: Int) in
                Expression.call(.member(.identifier(changed), "contains"), .literal(.integer(String(index))))
            }
            let inputChanged = Expression.parenthesized(.binary(contains(sourceIndex), .or, contains(moduleIndex)))
            return .if(
                .binary(inputChanged, .and, update(link)),
                [
                    .expression(.call(.member(.identifier(updated), "insert"), .literal(.integer(String(moduleIndex)))))
                ])
        }
    }

    /// `updateDerivedValues(changed: [0])`, naming the fields the links read:
    /// how the state's initializers (and decoding) start its children with
    /// the values it holds, and the derived values that read them after.
    var initialUpdates: [Statement] {
        guard !isEmpty else { return [] }
        return [
            .expression(
                .call(
                    .member(.selfReference, NamingPolicy.StateMember.updateDerivedValues),
                    [.init("changed", context.fieldSet(sourceFields.map(\.name)))]))
        ]
    }

    private func update(_ link: Link) -> Expression {
        let module = link.module
        let holder: Expression.Argument =
            module.kind == .always
            ? .init("child", .keyPath([module.name])) : .init("at", .keyPath([module.name]))
        return .call(
            .member(reference(link, in: context.stateType), "update"),
            [
                .init(nil, .inOut(.selfReference)), holder,
            ])
    }

    /// The links to an element (which may be removed) of a child that can
    /// go away: those the reducer closes.
    private var closingLinks: [Link] {
        links.filter {
            guard case .element = $0.share.source else { return false }
            return $0.module.kind != .always
        }
    }

    /// `let detailProductLinkBefore = Self.detailProductLink.snapshot(of: self, at: \.detail)`
    /// for each link the reducer closes: before the action, what its closing compares with.
    var snapshots: [Statement] {
        closingLinks.map { link in
            .binding(
                isMutable: false, name: snapshotName(link),
                value: .call(
                    .member(reference(link, in: .named("Self")), "snapshot"),
                    [.init("of", .selfReference), .init("at", .keyPath([link.module.name]))]))
        }
    }

    /// `detailProductLinkBefore.close(&self)` for each link the reducer
    /// closes: in the reducer, after the action, before its cancellations;
    /// nothing to do unless the parent's array or the children changed.
    var closings: [Statement] {
        closingLinks.map { link in
            .expression(.call(.member(.identifier(snapshotName(link)), "close"), [.init(nil, .inOut(.selfReference))]))
        }
    }

    /// `<link>Before`: no other local of the reducer ends so (the presence
    /// of a module is `<module>Before`, and no module has a link's name).
    private func snapshotName(_ link: Link) -> String { link.name + "Before" }

    /// `<link>.store(self.detail, into: &self)` for each link of `module`:
    /// what the child just wrote, written where the parent holds it. A row
    /// or screen is found by the id its action carried (`id`).
    func stores(for module: Module) -> [Statement] {
        guard !module.shares.isEmpty else { return [] }
        let stores = links.filter { $0.module.name == module.name }.map { link in
            let field = Expression.member(.selfReference, module.name)
            let held: Expression =
                switch module.kind {
                case .list, .stack: .subscript(field, [.init("id", .identifier("id"))])
                case .always, .optional, .oneOf: field
                }
            return Statement.expression(
                .call(
                    .member(reference(link, in: .named("Self")), "store"),
                    [
                        .init(nil, held), .init("into", .inOut(.selfReference)),
                    ]))
        }
        switch module.kind {
        case .list, .stack:
            let element = CaseCondition(
                pattern: .enumCase(name: "element", bindings: ["id", "_"]), value: .identifier("action"))
            return stores.isEmpty ? [] : [.ifCase([element], body: stores)]
        case .always, .optional, .oneOf:
            return stores
        }
    }
}
