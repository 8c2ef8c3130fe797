/// `storegen check-compat`'s judgement: can the state files an app saved
/// with the older schema be read by the app built from the newer one?
///
/// "Compatible" follows the JSON the generated code writes and reads (see
/// `SavedShapeComparison`). A change that breaks saved files is an error,
/// unless the newer schema raised `version` and lists the older version in
/// `migrations:` (generated persistence then requires the `migrate`
/// closure), which makes it a warning saying the migration handles it.
/// Every diagnostic points into the newer schema, or, for a child store
/// whose state the store saves (given `children`: the other stores of the
/// schemas' targets), into the newer child's schema.
public enum CompatibilityCheck {
    public static func diagnostics(old: StoreDefinition, new: StoreDefinition, children: SavedChildStores? = nil)
        -> [Diagnostic]
    {
        let storeLocation = new.location ?? SourceLocation(file: new.file, line: 1, column: 1)
        guard old.persist else {
            return [
                .note(
                    "the older schema does not persist its state, so there are no saved files to stay compatible with",
                    at: new.keyLocations["persist"] ?? storeLocation)
            ]
        }
        guard new.persist else {
            return [
                .warning(
                    """
                    the store no longer persists its state ('persist: true' was removed): files saved at \
                    version \(old.version) are not read any more
                    """, at: new.keyLocations["persist"] ?? storeLocation)
            ]
        }
        var diagnostics = versionDiagnostics(old: old, new: new, storeLocation: storeLocation)
        if isImport(old: old, new: new) {
            // StoreSQLite imports the JSON file on the first launch without a database.
            diagnostics.append(
                .warning(
                    "the state moves from a JSON file to an SQLite database ('persist'): the first launch imports "
                        + "\(old.name).json, read as the newer schema says, into \(new.name).sqlite",
                    at: new.keyLocations["persist"] ?? storeLocation))
        } else if old.storage != new.storage {
            diagnostics.append(
                .error(
                    "the state moved from \(describe(old.storage)) to \(describe(new.storage)) ('persist'): the state "
                        + "saved by the older schema is not read",
                    at: new.keyLocations["persist"] ?? storeLocation))
        }
        if old.name != new.name {
            diagnostics.append(
                .warning(
                    """
                    the store was renamed from \(Quoting.quote(old.name)) to \(Quoting.quote(new.name)): the \
                    default state file changes from \(old.name).json to \(new.name).json, so saved state is \
                    found only where the app passes the old 'fileName'
                    """, at: storeLocation))
        }
        var comparison = SavedShapeComparison(old: old, new: new, children: children)
        comparison.compareState()
        diagnostics += comparison.changes.map { diagnostic(for: $0, old: old, new: new) }
        diagnostics += TableChanges.notes(old: old, new: new, children: children)
        return DiagnosticLog.inFileOrder(diagnostics)
    }

    /// The first launch on a database imports the JSON file only at the
    /// database's version, read as the newer schema says, and a database's
    /// migration runs on its tables, not on that file: what to do instead of
    /// a change that needs one while the storage moves.
    static let importAdvice =
        "the first launch on the database imports the JSON file as the newer schema reads it: move to the database "
        + "first, then change the field in a later version whose migration changes the database"

    /// The state moves from a JSON file to a database, which imports it.
    private static func isImport(old: StoreDefinition, new: StoreDefinition) -> Bool {
        old.storage == .json && new.storage == .sqlite
    }

    private static func describe(_ storage: StateStorageKind) -> String {
        switch storage {
        case .json: "a JSON file"
        case .sqlite: "an SQLite database"
        }
    }

    /// The runtime moves a file of another version aside unless it is older
    /// and `migrate` is given: so a lower version, or a higher one without
    /// the migration listed, loses every saved file. A JSON file imported
    /// into a new database is read at the database's version.
    private static func versionDiagnostics(old: StoreDefinition, new: StoreDefinition, storeLocation: SourceLocation)
        -> [Diagnostic]
    {
        let versionLocation = new.keyLocations["version"] ?? storeLocation
        if isImport(old: old, new: new), new.version != old.version {
            return [
                .error(
                    """
                    'version' changed from \(old.version) to \(new.version) as the state moves to an SQLite \
                    database: the first launch imports \(old.name).json only when it was saved at the \
                    database's version, and a database's migration does not run on it; move to the database \
                    at version \(old.version), and change 'version' in a later release
                    """, at: versionLocation)
            ]
        }
        if new.version < old.version {
            return [
                .error(
                    """
                    'version' went down from \(old.version) to \(new.version): files saved at version \
                    \(old.version) would be moved aside as newer than the app
                    """, at: versionLocation)
            ]
        }
        if new.version > old.version, !new.migrations.contains(old.version) {
            return [
                .error(
                    """
                    'version' went up from \(old.version) to \(new.version) but 'migrations' does not list \
                    \(old.version): files saved at version \(old.version) would be moved aside unread
                    """, at: new.keyLocations["migrations"] ?? versionLocation)
            ]
        }
        return []
    }

    private static func diagnostic(for change: SavedChange, old: StoreDefinition, new: StoreDefinition) -> Diagnostic {
        let raised = new.version > old.version
        let version = change.savedBy.map { "'version' of store \(Quoting.quote($0))" } ?? "'version'"
        switch change.effect {
        case .unchecked:
            return .note(Quoting.capped(change.message), at: change.location)
        case .compatible:
            return .warning(Quoting.capped(change.message + " (compatible)"), at: change.location)
        case .breaking where isImport(old: old, new: new):
            return .error(Quoting.capped(change.message + "; " + importAdvice), at: change.location)
        case .breaking where raised && new.migrations.contains(old.version):
            return .warning(
                Quoting.capped(change.message + " (the migration from version \(old.version) handles it)"),
                at: change.location)
        case .breaking:
            let advice =
                raised
                ? "list \(old.version) in 'migrations' and migrate it"
                : "raise \(version) and migrate from version \(old.version)"
            return .error(Quoting.capped(change.message + "; " + advice), at: change.location)
        }
    }
}
