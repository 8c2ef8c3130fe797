// A value shared from a module's field (`share: {standups: list.items}`): the
// parent's always-present child `list` holds it, and another child shows it.
// The link is the one a parent holding the value would have, read and written
// through the holding child, whose derived values are brought up to date when
// a sharing child's write reaches it (as when its own reducer writes).

extension SharedLink where Held: ReducibleState {
    /// The child's `field` is the field `source` of the parent's
    /// always-present child at `module`.
    @inlinable
    public static func field<Module: ReducibleState>(
        _ field: WritableKeyPath<Held, Value>, is source: WritableKeyPath<Module, Value>,
        in module: WritableKeyPath<Parent, Module>
    ) -> SharedLink {
        SharedLink<Module, Held, Value>.field(field, is: source).held(in: module)
    }

    /// The child's `field` is the element of the array `source` of the
    /// parent's always-present child at `module` whose `key` is the same as
    /// its own (the first, if several are).
    @inlinable
    public static func element<Module: ReducibleState, Key: Equatable>(
        _ field: WritableKeyPath<Held, Value>, of source: WritableKeyPath<Module, [Value]>,
        in module: WritableKeyPath<Parent, Module>, by key: KeyPath<Value, Key>
    ) -> SharedLink {
        SharedLink<Module, Held, Value>.element(field, of: source, by: key).held(in: module)
    }

    /// The same, with a hashable key, found as `element(_:of:by:)` finds it.
    @inlinable
    public static func element<Module: ReducibleState, Key: Hashable>(
        _ field: WritableKeyPath<Held, Value>, of source: WritableKeyPath<Module, [Value]>,
        in module: WritableKeyPath<Parent, Module>, by key: KeyPath<Value, Key>
    ) -> SharedLink {
        SharedLink<Module, Held, Value>.element(field, of: source, by: key).held(in: module)
    }
}

extension SharedLink where Parent: ReducibleState {
    /// This link, for a parent that holds this one's parent at `module`.
    @inlinable
    func held<Outer>(in module: WritableKeyPath<Outer, Parent>) -> SharedLink<Outer, Held, Value> {
        let finder = finder
        let store = store
        let elements = elements
        return SharedLink<Outer, Held, Value>(
            read: read, write: write,
            finder: { outer in finder(outer[keyPath: module]) },
            store: { outer, value in
                guard let current = finder(outer[keyPath: module])(value), current != value else { return }
                outer[keyPath: module].updatingDerivedValues { store(&$0, value) }
            },
            elements: elements.map { elements in { outer in elements(outer[keyPath: module]) } })
    }
}
