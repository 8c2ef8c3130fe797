import StoreSchema

/// Data held once (`share:` of a module): a child's `shared: true` field
/// and the parent's value it is linked to are kept one value by three
/// calls to the runtime's `SharedLink`, spelled for each link:
///
/// - `update(&self, at: \.detail)` in the state's `updateDerivedValues`
///   (and its initializer): after an action that changed the parent's value
///   or the child, the child's field is set to the parent's value, its
///   derived values recomputed; a test store's expected state follows too;
/// - `close(&self, at: \.detail)` in the reducer, after each action: a child
///   whose value the parent no longer holds is closed (then cancelled as any
///   child that went away);
/// - `store(self.detail, into: &self)` right after a child handled an
///   action: its write reaches the parent before the parent's output hook.
struct SharedValueTranslation {
    let context: TranslationContext

    /// The module and each of its links, in schema order.
    var links: [(module: Module, share: ModuleShare)] {
        context.definition.modules.flatMap { module in module.shares.map { (module, $0) } }
    }

    var isEmpty: Bool { links.isEmpty }

    /// The parent's fields the links read, in schema order: the reducer
    /// protocol requires them, so its generic code can reach them.
    var sourceFields: [StateMember] {
        let names = Set(links.map(\.share.source.field))
        return context.stateMembers.filter { $0.module == nil && names.contains($0.name) }
    }

    /// `SharedLink<Parent, ItemDetailState, Item>.element(\.item, of: \.items, by: \.id)`,
    /// with `.inCase({ … }, LibraryPath.detail)` for a case of a one-of or stack module.
    func link(_ share: ModuleShare, of module: Module, parent: TypeName) -> Expression {
        let store = share.caseName.flatMap { name in module.cases.first { $0.name == name }?.store } ?? module.store
        let child = TypeName.named(NamingPolicy.stateType(ofStore: store))
        let source = context.stateMember(named: share.source.field)?.reference
        let value: TypeName
        let made: Expression
        switch share.source {
        case .field(let name):
            value = source.map(context.typeName) ?? .void
            made = .call(.member(nil, "field"), [.init(nil, .keyPath([share.field])), .init("is", .keyPath([name]))])
        case .element(let name, let key):
            if case .array(let element) = source { value = context.typeName(element) } else { value = .void }
            made = .call(.member(nil, "element"), [
                .init(nil, .keyPath([share.field])), .init("of", .keyPath([name])), .init("by", .keyPath([key])),
            ])
        }
        guard case .call(.member(nil, let function), let arguments) = made else { return made }
        let typed = Expression.call(.member(.type(.generic(.named("SharedLink"), [parent, child, value])), function), arguments)
        guard let caseName = share.caseName else { return typed }
        return .call(.member(typed, "inCase"), [
            .init(nil, .caseValue(caseName)),
            .init(nil, .member(.type(context.childStateType(module)), caseName)),
        ])
    }

    /// `if (changed.contains(0) || changed.contains(2)) && <link>.update(&self, at: \.detail) { updated.insert(2) }`
    /// for each link: the statements that bring children up to date after
    /// the members in `changed` changed, noting each child changed in `updated`.
    func updates(changed: String, updated: String) -> [Statement] {
        links.compactMap { module, share in
            guard let moduleIndex = context.fieldIndex(of: module.name),
                  let sourceIndex = context.fieldIndex(of: share.source.field)
            else { return nil }
            let contains = { (index: Int) in
                Expression.call(.member(.identifier(changed), "contains"), .literal(.integer(String(index))))
            }
            let inputChanged = Expression.parenthesized(.binary(contains(sourceIndex), .or, contains(moduleIndex)))
            return .if(.binary(inputChanged, .and, update(share, of: module)), [
                .expression(.call(.member(.identifier(updated), "insert"), .literal(.integer(String(moduleIndex))))),
            ])
        }
    }

    /// `updateDerivedValues(changed: [0])`, naming the fields the links read:
    /// how the state's initializers (and decoding) start its children with
    /// the values it holds, and the derived values that read them after.
    var initialUpdates: [Statement] {
        guard !isEmpty else { return [] }
        return [.expression(.call(
            .member(.selfReference, NamingPolicy.StateMember.updateDerivedValues),
            [.init("changed", context.fieldSet(sourceFields.map(\.name)))]))]
    }

    private func update(_ share: ModuleShare, of module: Module) -> Expression {
        let holder: Expression.Argument = module.kind == .always
            ? .init("child", .keyPath([module.name])) : .init("at", .keyPath([module.name]))
        return .call(.member(link(share, of: module, parent: context.stateType), "update"), [
            .init(nil, .inOut(.selfReference)), holder,
        ])
    }

    /// `<link>.close(&self, at: \.detail)` for each link to an element (which
    /// may be removed) of a child that can go away: in the reducer, after the
    /// action, before its cancellations.
    var closings: [Statement] {
        links.filter {
            guard case .element = $0.share.source else { return false }
            return $0.module.kind != .always
        }.map { module, share in
            .expression(.call(.member(link(share, of: module, parent: .named("Self")), "close"), [
                .init(nil, .inOut(.selfReference)), .init("at", .keyPath([module.name])),
            ]))
        }
    }

    /// `<link>.store(self.detail, into: &self)` for each link of `module`:
    /// what the child just wrote, written where the parent holds it. A row
    /// or screen is found by the id its action carried (`id`).
    func stores(for module: Module) -> [Statement] {
        let stores = module.shares.map { share in
            let field = Expression.member(.selfReference, module.name)
            let held: Expression = switch module.kind {
            case .list, .stack: .subscript(field, [.init("id", .identifier("id"))])
            case .always, .optional, .oneOf: field
            }
            return Statement.expression(.call(.member(link(share, of: module, parent: .named("Self")), "store"), [
                .init(nil, held), .init("into", .inOut(.selfReference)),
            ]))
        }
        switch module.kind {
        case .list, .stack:
            let element = CaseCondition(pattern: .enumCase(name: "element", bindings: ["id", "_"]), value: .identifier("action"))
            return stores.isEmpty ? [] : [.ifCase([element], body: stores)]
        case .always, .optional, .oneOf:
            return stores
        }
    }
}
