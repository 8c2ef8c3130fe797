/// `storegen check-compat`'s judgement: can the state files an app saved
/// with the older schema be read by the app built from the newer one?
///
/// "Compatible" follows the JSON the generated code writes and reads (see
/// `SavedShapeComparison`). A change that breaks saved files is an error,
/// unless the newer schema raised `version` and lists the older version in
/// `migrations:` (generated persistence then requires the `migrate`
/// closure), which makes it a warning saying the migration handles it.
/// Every diagnostic points into the newer schema.
public enum CompatibilityCheck {
    public static func diagnostics(old: StoreDefinition, new: StoreDefinition) -> [Diagnostic] {
        let storeLocation = new.location ?? SourceLocation(file: new.file, line: 1, column: 1)
        guard old.persist else {
            return [.note("the older schema does not persist its state, so there are no saved files to stay compatible with", at: new.keyLocations["persist"] ?? storeLocation)]
        }
        guard new.persist else {
            return [.warning("the store no longer persists its state ('persist: true' was removed): files saved at version \(old.version) are not read any more", at: new.keyLocations["persist"] ?? storeLocation)]
        }
        let versionLocation = new.keyLocations["version"] ?? storeLocation
        var diagnostics: [Diagnostic] = []
        if new.version < old.version {
            diagnostics.append(.error("'version' went down from \(old.version) to \(new.version): files saved at version \(old.version) would be moved aside as newer than the app", at: versionLocation))
        }
        let migrated = new.version > old.version && new.migrations.contains(old.version)
        if new.version > old.version, !migrated {
            diagnostics.append(.error("'version' went up from \(old.version) to \(new.version) but 'migrations' does not list \(old.version): files saved at version \(old.version) would be moved aside unread", at: new.keyLocations["migrations"] ?? versionLocation))
        }
        if old.name != new.name {
            diagnostics.append(.warning("the store was renamed from \(Quoting.quote(old.name)) to \(Quoting.quote(new.name)): the default state file changes from \(old.name).json to \(new.name).json, so saved state is found only where the app passes the old 'fileName'", at: storeLocation))
        }
        let advice = new.version > old.version
            ? "; list \(old.version) in 'migrations' and migrate it"
            : "; raise 'version' and migrate from version \(old.version)"
        var comparison = SavedShapeComparison(old: old, new: new)
        comparison.compareState()
        for change in comparison.changes {
            let message: String
            let severity: Diagnostic.Severity
            switch (change.effect, migrated) {
            case (.compatible, _):
                (severity, message) = (.warning, change.message + " (compatible)")
            case (.breaking, true):
                (severity, message) = (.warning, change.message + " (the migration from version \(old.version) handles it)")
            case (.breaking, false):
                (severity, message) = (.error, change.message + advice)
            }
            diagnostics.append(Diagnostic(severity, Quoting.capped(message), at: change.location))
        }
        return DiagnosticLog.inFileOrder(diagnostics)
    }
}
