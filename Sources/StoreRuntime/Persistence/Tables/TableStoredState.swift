/// What a state a database keeps table by table declares, from its schema:
/// its format version, its database's name and how its fields map to
/// tables. Generated code conforms through `TablePersistentState`, or, for
/// a schema that lists `migrations:`, `MigratingTablePersistentState`: the
/// two differ only in the persistence StoreSQLite makes of them, so the
/// requirements are declared here once.
public protocol TableStoredState: Codable, Sendable {
    /// The schema's state `version`: what the database is written at.
    static var stateVersion: Int { get }
    /// The database's name in the app's data folder unless the app names
    /// another: `<Store>.sqlite`.
    static var stateDatabaseName: String { get }
    /// Which fields are tables of rows and which are single values.
    static var tableLayout: TableLayout<Self> { get }
}
