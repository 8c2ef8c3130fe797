/// A state a database keeps table by table: what generated code declares
/// for a schema with `persist: {to: sqlite}`, the state's format version,
/// its database's name and how its fields map to tables. StoreSQLite makes
/// its `StatePersistence` from them (`TimeTrackerState.persistence()` once
/// the app imports StoreSQLite), so generated code imports only StoreRuntime.
public protocol TablePersistentState: Codable, Sendable {
    /// The schema's state `version`: what the database is written at.
    static var stateVersion: Int { get }
    /// The database's name in the app's data folder unless the app names
    /// another: `<Store>.sqlite`.
    static var stateDatabaseName: String { get }
    /// Which fields are tables of rows and which are single values.
    static var tableLayout: TableLayout<Self> { get }
}
