/// For a state kept in an SQLite database (`persist: {to: sqlite}` in both
/// schemas): what the change does to the database, as notes at the newer
/// schema's lines, beside `SavedShapeComparison`'s judgement of the saved
/// values (a row loads field by field with the rules of a JSON file, a NULL
/// column being a missing field). Tables and columns follow
/// `StoreDefinition.isTableRow`; a `list:` module's columns are its store's
/// saved fields, known when the children's schemas are given.
struct TableChanges {
    let old: StoreDefinition
    let new: StoreDefinition
    let children: SavedChildStores?
    private(set) var notes: [Diagnostic] = []

    /// A table of one schema: its row fields (nil when its store's schema was
    /// not given) and where the newer schema declares it.
    private struct Table {
        var columns: [Field]?
        var location: SourceLocation
    }

    static func notes(old: StoreDefinition, new: StoreDefinition, children: SavedChildStores?) -> [Diagnostic] {
        guard old.storage == .sqlite, new.storage == .sqlite else { return [] }
        var changes = TableChanges(old: old, new: new, children: children)
        changes.compare()
        return changes.notes
    }

    private mutating func compare() {
        let oldTables = Self.tables(of: old, stores: children?.old)
        let newTables = Self.tables(of: new, stores: children?.new)
        let oldValues = Set(old.state.filter { $0.persist && old.tableRowType(of: $0.type) == nil }.map(\.name))
        for field in new.state where field.persist && new.tableRowType(of: field.type) == nil {
            guard !oldValues.contains(field.name), oldTables[field.name] == nil else { continue }
            let start = field.type.isOptional && field.defaultValue == nil ? "nil" : "its default"
            notes.append(
                .note(
                    "adds the single value \(Quoting.quote(field.name)) to storegen_values on the first save: "
                        + "a database saved before has none, so it starts at \(start)\(unlessMigrated)",
                    at: field.location))
        }
        for (name, table) in newTables.sorted(by: { $0.key < $1.key }) {
            guard let before = oldTables[name] else {
                let moved = oldValues.contains(name) ? " (its values were a single value, which is no longer read)" : ""
                notes.append(
                    .note(
                        "adds table \(Quoting.quote(name)), created on the first launch\(moved)",
                        at: table.location))
                continue
            }
            guard let columns = table.columns, let oldColumns = before.columns else { continue }
            let oldNames = Set(oldColumns.map(\.name))
            for column in columns where !oldNames.contains(column.name) {
                notes.append(
                    .note(
                        "adds column \(Quoting.quote(column.name)) to table \(Quoting.quote(name)) on the first save: "
                            + "rows saved before hold NULL there, which loads as a missing field\(unlessMigrated)",
                        at: column.location))
            }
        }
        for name in oldTables.keys.sorted() where newTables[name] == nil {
            let location =
                new.state.first { $0.name == name }?.location
                ?? new.modules.first { $0.name == name }?.location
                ?? new.keyLocations["state"] ?? new.location ?? SourceLocation(file: new.file, line: 1, column: 1)
            notes.append(
                .note(
                    "table \(Quoting.quote(name)) is no longer written or read: its rows stay in the database",
                    at: location))
        }
    }

    /// When the newer schema migrates a database of the older one, whose
    /// SQL may add and fill what the notes say starts empty.
    private var unlessMigrated: String {
        guard new.version > old.version, new.migrations.contains(old.version) else { return "" }
        return ", unless the migration from version \(old.version) fills it"
    }

    /// The tables of `schema`: its arrays of row types and its saved `list:` modules.
    private static func tables(of schema: StoreDefinition, stores: [String: StoreDefinition]?) -> [String: Table] {
        var tables: [String: Table] = [:]
        for field in schema.state where field.persist {
            guard let row = schema.tableRowType(of: field.type), case .structure(let fields) = row.kind else {
                continue
            }
            tables[field.name] = Table(columns: fields, location: field.location)
        }
        for module in schema.modules where module.persist && module.kind == .list {
            let store = stores?[module.store]
            // Rows whose store is not Codable are not saved (known only from its schema).
            if let store, !store.isSavedInItsParent { continue }
            tables[module.name] = Table(columns: store.map { $0.state.filter(\.persist) }, location: module.location)
        }
        return tables
    }
}
