/// The children a saved state holds: a module the older schema saved
/// (`persist:`) is saved as the JSON of its form around its store's state
/// (the state itself, `null` or absent for an absent child, a list of rows, a
/// one-of case, the stack's screens), and its store's saved fields are part
/// of this file, so they are compared as this store's own fields are. Every
/// diagnostic points into the newer child's schema and says which store
/// saves it; this store's `version` and `migrations:` decide how loud it is.
extension SavedShapeComparison {
    mutating func compareChild(_ before: Module, _ after: Module, in children: SavedChildStores) {
        let subject = "module \(Quoting.quote(after.name))"
        guard after.persist else {
            if Self.saves(before, in: children) {
                report(
                    .breaking, "\(subject) \(Self.noLongerSaved(after)): the state saved of it would be ignored",
                    at: after.persistLocation ?? after.location)
            }
            return
        }
        let changedForm =
            Self.form(of: before.kind) != Self.form(of: after.kind) && !Self.loadsAlike(before.kind, after.kind)
        if changedForm {
            if Self.saves(before, in: children) {
                report(
                    .breaking,
                    """
                    \(subject) was \(Self.form(of: before.kind)) and is \(Self.form(of: after.kind)) now: \
                    its saved state no longer loads
                    """,
                    at: after.location)
            }
            return
        }
        guard !before.cases.isEmpty else {
            compareChildStore(before.store, after.store, place: subject, at: after.location, in: children)
            return
        }
        let newCases = Dictionary(after.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for item in before.cases {
            let place = "case \(Quoting.quote(item.name)) of \(subject)"
            guard let match = newCases[item.name] else {
                guard item.value != nil || children.old[item.store]?.isSavedInItsParent ?? true else { continue }
                report(
                    .breaking,
                    """
                    \(place) (\(item.location)) was removed: a saved \(Self.element(of: after.kind)) of \
                    that case no longer loads
                    """,
                    at: after.location)
                continue
            }
            guard item.value == nil, match.value == nil else {
                if item.value != match.value {
                    let held = { (item: ModuleCase) in
                        item.value.map { "a \($0.swiftSpelling)" } ?? "store \(Quoting.quote(item.store))"
                    }
                    report(
                        .breaking,
                        "\(place) held \(held(item)) and holds \(held(match)) now: its saved state no longer loads",
                        at: match.location)
                }
                continue
            }
            compareChildStore(item.store, match.store, place: place, at: match.location, in: children)
        }
    }

    /// A module removed from a store that saved its child's state.
    mutating func removedChild(_ module: Module, in children: SavedChildStores) {
        guard Self.saves(module, in: children) else { return }
        report(
            .breaking,
            """
            module \(Quoting.quote(module.name)) (\(module.location)) was removed: the state saved of it \
            would be lost
            """,
            at: new.keyLocations["modules"] ?? new.location ?? SourceLocation(file: new.file, line: 1, column: 1))
    }

    /// The fields `place` saves of its store, compared in the child's own
    /// schema (and, through its modules, its children's).
    private mutating func compareChildStore(
        _ oldName: String, _ newName: String, place: String, at location: SourceLocation, in children: SavedChildStores
    ) {
        guard let oldChild = children.old[oldName], let newChild = children.new[newName] else {
            let missing = children.new[newName] == nil ? newName : oldName
            report(
                .unchecked,
                """
                \(place) holds store \(Quoting.quote(missing)), whose \
                \(children.new[newName] == nil ? "" : "older ")schema was not given, so the state it may \
                save was not checked
                """,
                at: location)
            return
        }
        guard oldChild.isSavedInItsParent else { return }
        guard newChild.isSavedInItsParent else {
            report(
                .breaking,
                """
                \(place) holds store \(Quoting.quote(newName)), whose state is not Codable any more: the \
                state saved of it would be ignored
                """,
                at: newChild.keyLocations["codable"] ?? newChild.location ?? location)
            return
        }
        // A store holds itself only through an error the validator reports.
        guard !route.contains(where: { $0.store == newName }) else { return }
        var child = SavedShapeComparison(
            old: oldChild, new: newChild, children: children, savingStore: savingStore ?? (old, new))
        child.savedBy = savedBy ?? new.name
        child.route = route + [(place, newName)]
        child.compareState()
        changes += child.changes
    }

    /// Whether the older schema's store saved some state of `module`: the
    /// schema saved it and one of its stores is Codable (or unknown, so it may be).
    private static func saves(_ module: Module, in children: SavedChildStores) -> Bool {
        module.persist && module.stores.contains { children.old[$0]?.isSavedInItsParent ?? true }
    }

    /// How a module holds its child, in words, for a changed form.
    private static func form(of kind: Module.Kind) -> String {
        switch kind {
        case .always: "always present"
        case .optional: "optional"
        case .list: "a list"
        case .oneOf: "one of several stores"
        case .stack: "a stack"
        }
    }

    /// An always-present child and an optional one save the same JSON (a
    /// missing one loads as absent, or as the child's starting state).
    private static func loadsAlike(_ old: Module.Kind, _ new: Module.Kind) -> Bool {
        switch (old, new) {
        case (.always, .optional), (.optional, .always): true
        default: false
        }
    }

    private static func element(of kind: Module.Kind) -> String {
        if case .stack = kind { "screen" } else { "child" }
    }
}
