// Data held once: a child's `shared: true` field is linked (a parent's
// `share:`) to a value the parent holds — one of its fields, or the element
// of one of its arrays with the same id. The parent's generated code keeps
// the two one value: after an action that changed the parent's value or the
// children, it sets each child's field to the parent's value (`update`, in
// the state's `updateDerivedValues`, so a test store's expected state
// follows too) and closes each child whose value the parent no longer holds
// (`snapshot` before the action, `close` after); right after a child
// handles an action, what it wrote reaches the parent (`store`), before the
// parent's output hook runs.

/// How a child's shared field is linked to the value its parent holds: read
/// from the child as `Held` (the child's state, or the one-of enum that holds
/// it in one case), found in `Parent`.
///
/// ```swift
/// SharedLink.element(\.item, of: \.items, by: \.id)      // items.first { $0.id == item.id }
/// SharedLink.field(\.settings, is: \.settings)             // the parent's own field
/// ```
public struct SharedLink<Parent, Held, Value: Equatable> {
    /// The child's value, or `nil` when `Held` holds another case.
    @usableFromInline let read: (Held) -> Value?
    /// Sets the child's value (its derived values brought up to date).
    @usableFromInline let write: (inout Held, Value) -> Void
    /// How to find, in a parent, its value for a child's (by its id; `nil`
    /// once gone): made once per parent, then asked for each child.
    @usableFromInline let finder: (Parent) -> (Value) -> Value?
    /// Writes the child's value where the parent holds it.
    @usableFromInline let store: (inout Parent, Value) -> Void
    /// The parent's array, for a link to one of its elements (`nil` for a
    /// field): what `close` compares with the array before an action.
    @usableFromInline let elements: ((Parent) -> [Value])?

    @usableFromInline
    init(
        read: @escaping (Held) -> Value?, write: @escaping (inout Held, Value) -> Void,
        finder: @escaping (Parent) -> (Value) -> Value?, store: @escaping (inout Parent, Value) -> Void,
        elements: ((Parent) -> [Value])? = nil
    ) {
        self.read = read
        self.write = write
        self.finder = finder
        self.store = store
        self.elements = elements
    }
}

extension SharedLink where Held: ReducibleState {
    /// The child's `field` is the parent's field `source`.
    @inlinable
    public static func field(_ field: WritableKeyPath<Held, Value>, is source: WritableKeyPath<Parent, Value>)
        -> SharedLink
    {
        SharedLink(
            read: { $0[keyPath: field] },
            write: { child, value in child.updatingDerivedValues { $0[keyPath: field] = value } },
            finder: { parent in
                let current = parent[keyPath: source]
                return { _ in current }
            },
            store: { parent, value in
                if parent[keyPath: source] != value { parent[keyPath: source] = value }
            })
    }

    /// The child's `field` is the element of the parent's array `source`
    /// whose `key` is the same as its own (the first, if several are).
    @inlinable
    public static func element<Key: Equatable>(
        _ field: WritableKeyPath<Held, Value>, of source: WritableKeyPath<Parent, [Value]>, by key: KeyPath<Value, Key>
    ) -> SharedLink {
        element(field, of: source, by: key) { parent in
            let values = parent[keyPath: source]
            return { value in
                let id = value[keyPath: key]
                return values.first { $0[keyPath: key] == id }
            }
        }
    }

    /// The same, with a hashable key: the elements are indexed by it once
    /// per action, so bringing a list or stack of n children up to date
    /// after a change of an array of m elements takes O(n + m), not O(n·m).
    @inlinable
    public static func element<Key: Hashable>(
        _ field: WritableKeyPath<Held, Value>, of source: WritableKeyPath<Parent, [Value]>, by key: KeyPath<Value, Key>
    ) -> SharedLink {
        element(field, of: source, by: key) { parent in
            let values = parent[keyPath: source]
            var index: [Key: Value]?
            return { value in
                if index == nil {
                    index = Dictionary(values.map { ($0[keyPath: key], $0) }, uniquingKeysWith: { first, _ in first })
                }
                return index?[value[keyPath: key]]
            }
        }
    }

    @inlinable
    static func element<Key: Equatable>(
        _ field: WritableKeyPath<Held, Value>, of source: WritableKeyPath<Parent, [Value]>, by key: KeyPath<Value, Key>,
        finder: @escaping (Parent) -> (Value) -> Value?
    ) -> SharedLink {
        SharedLink(
            read: { $0[keyPath: field] },
            write: { child, value in child.updatingDerivedValues { $0[keyPath: field] = value } },
            finder: finder,
            store: { parent, value in
                let id = value[keyPath: key]
                guard let index = parent[keyPath: source].firstIndex(where: { $0[keyPath: key] == id }),
                    parent[keyPath: source][index] != value
                else { return }
                parent[keyPath: source][index] = value
            },
            elements: { $0[keyPath: source] })
    }
}

extension SharedLink {
    /// The same link for a child held in one case of a one-of enum (a
    /// `oneOf:` module, or a screen of a `stack:`): `extract` finds the
    /// child in that case, `embed` puts it back.
    @inlinable
    public func inCase<OneOf>(
        _ extract: @escaping (OneOf) -> Held?, _ embed: @escaping (Held) -> OneOf
    ) -> SharedLink<Parent, OneOf, Value> {
        let read = read
        let write = write
        return SharedLink<Parent, OneOf, Value>(
            read: { extract($0).flatMap(read) },
            write: { held, value in
                guard var child = extract(held) else { return }
                write(&child, value)
                held = embed(child)
            },
            finder: finder, store: store, elements: elements)
    }

    /// Sets the child's value to the parent's when they differ; `false`
    /// when they are the same, the child holds another case, or the
    /// parent's value is gone (the reducer closes such a child).
    @inlinable
    func update(_ held: inout Held, finding find: (Value) -> Value?) -> Bool {
        guard let value = read(held), let current = find(value), current != value else { return false }
        write(&held, current)
        return true
    }

    /// Whether the parent no longer holds the child's value.
    @inlinable
    func isGone(_ held: Held, finding find: (Value) -> Value?) -> Bool {
        guard let value = read(held) else { return false }
        return find(value) == nil
    }

    /// After an action: sets the shared value of each child at `holder` to
    /// the parent's, and returns whether any child changed (its field's
    /// index then counts as changed).
    @inlinable
    public func update<Holder: SharedValueHolder>(_ parent: inout Parent, at holder: WritableKeyPath<Parent, Holder>)
        -> Bool
    where Holder.Held == Held {
        let find = finder(parent)
        return parent[keyPath: holder].updateEachChild { update(&$0, finding: find) }
    }

    /// After an action: closes each child at `holder` whose value the parent
    /// no longer holds (the sheet or destination set to `nil`, the row
    /// removed, the screen popped with those above it); the reducer then
    /// cancels its effects as for any child that went away.
    @inlinable
    public func close<Holder: SharedValueHolder>(_ parent: inout Parent, at holder: WritableKeyPath<Parent, Holder>)
    where Holder.Held == Held {
        let find = finder(parent)
        parent[keyPath: holder].closeChildren { isGone($0, finding: find) }
    }

    /// What a parent's reducer notes before an action, to close after it
    /// the children at `holder` whose value the parent no longer holds:
    /// `snapshot.close(&self)`.
    @inlinable
    public func snapshot<Holder: SharedValueHolder & Equatable>(
        of parent: Parent, at holder: WritableKeyPath<Parent, Holder>
    ) -> SharedValueSnapshot<Parent, Held, Value, Holder> where Holder.Held == Held {
        SharedValueSnapshot(link: self, holder: holder, elements: elements?(parent), children: parent[keyPath: holder])
    }

    /// The same for an always-present child (a module with `store:` alone).
    @inlinable
    public func update(_ parent: inout Parent, child: WritableKeyPath<Parent, Held>) -> Bool {
        let find = finder(parent)
        return update(&parent[keyPath: child], finding: find)
    }

    /// Right after a child handled an action: writes its value (`held`, the
    /// child as it is now, `nil` when it is gone) where the parent holds it.
    @inlinable
    public func store(_ held: Held?, into parent: inout Parent) {
        guard let held, let value = read(held) else { return }
        store(&parent, value)
    }
}

/// A link with the parent's array and the children it links as they were
/// before an action (`SharedLink.snapshot`): two references, kept, not copied.
public struct SharedValueSnapshot<Parent, Held, Value: Equatable, Holder: SharedValueHolder & Equatable>
where Holder.Held == Held {
    @usableFromInline let link: SharedLink<Parent, Held, Value>
    @usableFromInline let holder: WritableKeyPath<Parent, Holder>
    @usableFromInline let elements: [Value]?
    @usableFromInline let children: Holder

    @inlinable
    init(
        link: SharedLink<Parent, Held, Value>, holder: WritableKeyPath<Parent, Holder>, elements: [Value]?,
        children: Holder
    ) {
        self.link = link
        self.holder = holder
        self.elements = elements
        self.children = children
    }

    /// After the action: the link's `close(_:at:)` when it changed the
    /// parent's array or the children (removed an element, opened a child
    /// of another, a child changed its key); otherwise nothing, so an action
    /// that touches neither costs two comparisons of unchanged buffers, not
    /// a pass over the children and the array.
    @inlinable
    public func close(_ parent: inout Parent) {
        guard link.elements?(parent) != elements || parent[keyPath: holder] != children else { return }
        link.close(&parent, at: holder)
    }
}

/// What holds children that share a parent's value: an optional child, a
/// list, a stack (`ChildList`, `ChildStack`), or an always-present child.
public protocol SharedValueHolder {
    /// The child state type that holds the shared value.
    associatedtype Held
    /// Lets `change` change each child in place; whether any did.
    mutating func updateEachChild(_ change: (inout Held) -> Bool) -> Bool
    /// Takes away each child `isGone` picks.
    mutating func closeChildren(where isGone: (Held) -> Bool)
}

/// An optional child holds a shared value when it is present.
extension Optional: SharedValueHolder {
    @inlinable
    public mutating func updateEachChild(_ change: (inout Wrapped) -> Bool) -> Bool {
        guard var child = self, change(&child) else { return false }
        self = child
        return true
    }

    @inlinable
    public mutating func closeChildren(where isGone: (Wrapped) -> Bool) {
        if let child = self, isGone(child) { self = nil }
    }
}

extension ChildList: SharedValueHolder {
    public mutating func updateEachChild(_ change: (inout Element) -> Bool) -> Bool {
        var changed = false
        for position in indices {
            var element = self[position]
            if change(&element) {
                modify(at: position) { $0 = element }
                changed = true
            }
        }
        return changed
    }

    public mutating func closeChildren(where isGone: (Element) -> Bool) {
        removeAll(where: isGone)
    }
}

extension ChildStack: SharedValueHolder {
    public mutating func updateEachChild(_ change: (inout Element) -> Bool) -> Bool {
        var changed = false
        for position in elements.indices {
            var element = elements[position]
            if change(&element) {
                elements[position] = element
                changed = true
            }
        }
        return changed
    }

    /// Pops the lowest screen `isGone` picks and every screen above it
    /// (they were reached from it).
    public mutating func closeChildren(where isGone: (Element) -> Bool) {
        guard let position = elements.firstIndex(where: isGone) else { return }
        self[id: elementIDs[position]] = nil
    }
}
