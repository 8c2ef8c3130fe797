/// Walks what a persisted state file holds — the persisted state fields, the
/// embedded modules' states, and every schema type reachable from them — in
/// the older and the newer schema side by side, and lists what changed for a
/// file the older one saved. The rules follow the generated `Codable`:
///
/// - State: every persisted field is written; reading, a missing field keeps
///   its default (or `nil`), a field without either must be there.
/// - Structs: optionals are left out when `nil`; reading, every non-optional
///   field must be there, *whatever its default* (defaults are not read).
/// - Enums: a case is saved by name — a plain name when no case has values,
///   else `{"case": {"label": value}}` with the same rules as structs.
/// - Keys the reader does not know are ignored, so a removed field loads but
///   its saved value is lost: a breaking change too.
///
/// Types are matched by position, not name (a file holds no type names), so
/// renaming a type alone changes nothing; each pair is compared once.
///
/// Given the stores of the two schemas' targets (`children`), the modules'
/// stores whose state is saved in this file are compared too
/// (`SavedShapeComparison+Children`); without, a module's store is unknown,
/// and a changed one is only a warning.
struct SavedShapeComparison {
    let old: StoreDefinition
    let new: StoreDefinition
    let children: SavedChildStores?
    /// The store whose file this is, when `old` and `new` are a child's.
    var savedBy: String?
    /// The schemas of the store whose file this is, when `old` and `new` are a child's.
    let savingStore: (old: StoreDefinition, new: StoreDefinition)?
    /// The modules (and cases) from the saving store down to this child, and their stores.
    var route: [(place: String, store: String)] = []
    var changes: [SavedChange] = []
    private var comparedTypes: Set<[String]> = []
    private let oldTypes: [String: TypeDefinition]
    private let newTypes: [String: TypeDefinition]

    /// A type is the schema's own, else the saving store's (for a child),
    /// else one another schema of the target declares.
    init(
        old: StoreDefinition, new: StoreDefinition, children: SavedChildStores? = nil,
        savingStore: (old: StoreDefinition, new: StoreDefinition)? = nil
    ) {
        self.old = old
        self.new = new
        self.children = children
        self.savingStore = savingStore
        let own = (
            old: SavedChildStores.types(of: [old] + (savingStore.map { [$0.old] } ?? [])),
            new: SavedChildStores.types(of: [new] + (savingStore.map { [$0.new] } ?? []))
        )
        oldTypes = own.old.merging(children?.oldTypes ?? [:]) { own, _ in own }
        newTypes = own.new.merging(children?.newTypes ?? [:]) { own, _ in own }
    }

    /// Where a removal from the state is reported: the newer schema's
    /// `state:` key, else its store name.
    private var stateLocation: SourceLocation {
        new.keyLocations["state"] ?? new.location ?? SourceLocation(file: new.file, line: 1, column: 1)
    }

    mutating func compareState() {
        let oldSaved = old.state.filter(\.persist)
        let newByName = Dictionary(new.state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldSavedNames = Set(oldSaved.map(\.name))
        var added = new.state.filter { $0.persist && !oldSavedNames.contains($0.name) }
        for field in oldSaved {
            let subject = "persisted state field \(Quoting.quote(field.name))"
            guard let match = newByName[field.name] else {
                let renamed = Self.takeRenameCandidate(for: field, from: &added)
                report(
                    .breaking,
                    """
                    \(subject) (\(field.location)) was removed\(Self.renameGuess(renamed?.name)): its saved \
                    values would be lost
                    """,
                    at: renamed?.location ?? stateLocation)
                continue
            }
            guard match.persist else {
                report(
                    .breaking, "\(subject) is 'persist: false' now: its saved values would be ignored",
                    at: match.location)
                continue
            }
            compareStateField(field, match, subject: subject)
        }
        for field in added where field.defaultValue == nil && !field.type.isOptional {
            report(
                .breaking,
                """
                persisted state field \(Quoting.quote(field.name)) was added without a default or optional \
                type: files saved before have no value for it
                """,
                at: field.location)
        }
        compareModules()
    }

    private mutating func compareStateField(_ old: Field, _ new: Field, subject: String) {
        // A state field's default is what a saved file without it loads as.
        let oldRequired = old.defaultValue == nil && !old.type.isOptional
        let newRequired = new.defaultValue == nil && !new.type.isOptional
        if case .optional(let wrapped) = old.type, !new.type.isOptional, new.defaultValue != nil {
            // A saved `nil` reads as "missing", which keeps the default.
            report(
                .compatible, "\(subject) is no longer optional: a saved nil loads as its default", at: new.typeLocation)
            compare(wrapped, new.type, subject: subject, at: new.typeLocation)
        } else {
            compare(old.type, new.type, subject: subject, at: new.typeLocation)
        }
        if oldRequired, !newRequired, new.defaultValue != nil {
            report(
                .compatible, "\(subject) has a default now: a saved file without it loads the default", at: new.location
            )
        } else if !oldRequired, newRequired, old.type == new.type {
            report(
                .breaking,
                """
                \(subject) lost its default: a saved file without it (one from before the field existed) no \
                longer loads
                """, at: new.location)
        }
    }

    /// An embedded module's state is saved under the module's name when the
    /// schema saves the module (`persist:`) and its store's state is Codable,
    /// which only the store's own schema says: with the children's schemas, a
    /// kept module's saved state is compared and a removed one that was saved
    /// is a break; without, a removed or replaced module is a warning. A
    /// module saved now and not before needs nothing: a file without it loads
    /// its initial value.
    private mutating func compareModules() {
        let newModules = Dictionary(new.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for module in old.modules where module.persist {
            let subject = "module \(Quoting.quote(module.name))"
            if let children {
                if let match = newModules[module.name] {
                    compareChild(module, match, in: children)
                } else if !new.state.contains(where: { $0.name == module.name }) {
                    removedChild(module, in: children)
                }
                continue
            }
            if let match = newModules[module.name], !match.persist {
                report(
                    .compatible,
                    """
                    \(subject) \(Self.noLongerSaved(match)): if store \(Quoting.quote(module.store)) is \
                    Codable, its saved state would be ignored
                    """,
                    at: match.persistLocation ?? match.location)
            } else if let match = newModules[module.name] {
                if match.store != module.store {
                    report(
                        .compatible,
                        """
                        \(subject) embeds \(Quoting.quote(match.store)) instead of \
                        \(Quoting.quote(module.store)): if \(Quoting.quote(module.store)) persists, its \
                        saved state no longer loads
                        """, at: match.location)
                }
            } else if !new.state.contains(where: { $0.name == module.name }) {
                report(
                    .compatible,
                    """
                    \(subject) (\(module.location)) was removed: if store \(Quoting.quote(module.store)) \
                    persists, its saved state would be lost
                    """,
                    at: new.keyLocations["modules"] ?? stateLocation)
            }
        }
    }

    /// `is not saved any more (…)`: why a module kept in the newer schema is not saved.
    static func noLongerSaved(_ module: Module) -> String {
        let reason = module.persistLocation == nil ? "it is saved only with 'persist: true'" : "'persist: false'"
        return "is not saved any more (\(reason))"
    }

    /// Notes a change; one in a child says which store saves it, and through which modules.
    mutating func report(_ effect: SavedChange.Effect, _ message: String, at location: SourceLocation) {
        guard let savedBy else {
            changes.append(SavedChange(effect: effect, message: message, location: location))
            return
        }
        let through = route.map(\.place).joined(separator: ", then ")
        changes.append(
            SavedChange(
                effect: effect, message: "saved by store \(Quoting.quote(savedBy)) in \(through): \(message)",
                location: location, savedBy: savedBy))
    }

    /// A removed field's likely new name: the first added field of the same
    /// type, which then is not reported as an addition of its own.
    static func takeRenameCandidate(for removed: Field, from added: inout [Field]) -> Field? {
        takeFirst(from: &added) { $0.type == removed.type }
    }

    /// A removed enum case's likely new name: the first added case with
    /// values of the same types.
    static func takeRenameCandidate(for removed: EnumCase, from added: inout [EnumCase]) -> EnumCase? {
        takeFirst(from: &added) { $0.payload.map(\.type) == removed.payload.map(\.type) }
    }

    private static func takeFirst<Item>(from items: inout [Item], where matches: (Item) -> Bool) -> Item? {
        items.firstIndex(where: matches).map { items.remove(at: $0) }
    }

    /// `" or renamed to 'stop'"` after "was removed", when there is a candidate.
    static func renameGuess(_ candidate: String?) -> String {
        candidate.map { " or renamed to \(Quoting.quote($0))" } ?? ""
    }

    func oldType(named name: String) -> TypeDefinition? { oldTypes[name] }
    func newType(named name: String) -> TypeDefinition? { newTypes[name] }

    /// Whether the pair is seen for the first time (recursive types and
    /// types used in many places are compared once).
    mutating func firstComparison(of old: TypeDefinition, with new: TypeDefinition) -> Bool {
        comparedTypes.insert([old.name, new.name]).inserted
    }
}
