/// Where a persisted store keeps its state (`persist: true` or `persist: {to: …}`).
public enum StateStorageKind: String, Sendable, Equatable, CaseIterable {
    /// One JSON file, rewritten whole on each save (`persist: true`).
    case json
    /// An SQLite database through StoreSQLite: collections of rows with ids as
    /// tables, a save writing only what changed (`persist: {to: sqlite}`).
    case sqlite
}
