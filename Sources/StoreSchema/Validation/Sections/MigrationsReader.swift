/// Reads `migrations:`, the older state versions whose saved files the app
/// converts in its `migrate` closure. `storegen check-compat` takes the list
/// at its word, and generated persistence asks for the closure whenever the
/// list is not empty, so the list cannot promise a migration that is not there.
struct MigrationsReader {
    var log: DiagnosticLog

    /// The listed versions, ascending; each is older than `version`, listed
    /// once, and only a persisted store may list any.
    func read(_ entry: MappingEntry, version: Int, persist: Bool) -> [Int] {
        let node = entry.value
        if node.isNull { return [] }
        guard let items = node.sequence else {
            log.error(
                """
                'migrations' must be a list of the older versions the app migrates from, found \
                \(node.kindDescription)
                """, at: node)
            return []
        }
        if !persist, !items.isEmpty {
            log.error(
                "'migrations' needs 'persist: true': a store that is not persisted has no saved state to migrate",
                at: entry.key)
            return []
        }
        var versions: Set<Int> = []
        for item in items {
            guard let older = ScalarReaders.positiveInteger(item, as: "each entry of 'migrations'", log: log) else {
                continue
            }
            if older >= version {
                log.error(
                    """
                    a migration from version \(older) needs a newer 'version' than \(version): migrations \
                    convert state saved at older versions
                    """, at: item)
            } else if !versions.insert(older).inserted {
                log.error("the migration from version \(older) is listed more than once", at: item)
            }
        }
        return versions.sorted()
    }
}
