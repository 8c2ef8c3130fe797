/// A state a database keeps table by table whose schema lists
/// `migrations:`: StoreSQLite's `persistence(…)` of it takes a `migrate`
/// closure without a default, so the schema's promise (which `storegen
/// check-compat` relies on) is kept by the compiler. It is not a
/// `TablePersistentState`, whose persistence takes no `migrate`.
public protocol MigratingTablePersistentState: TableStoredState {
    /// The older versions the schema's `migrations:` lists: a database
    /// saved at one of them is handed to `migrate`; any other older version
    /// is set aside unread.
    static var stateMigrations: [Int] { get }
}
