/// A state a database keeps table by table: what generated code declares
/// for a schema with `persist: {to: sqlite}` (and no `migrations:`), from
/// which StoreSQLite makes its `StatePersistence`
/// (`TimeTrackerState.persistence()` once the app imports StoreSQLite), so
/// generated code imports only StoreRuntime.
public protocol TablePersistentState: TableStoredState {}
