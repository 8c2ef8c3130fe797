/// One row a migration read: its columns' names and values, in the order
/// the query gave them.
public struct SQLiteRow: Sendable, Hashable {
    /// The columns' names.
    public let columns: [String]
    /// The columns' values, by position.
    public let values: [SQLiteValue]

    /// The value of the column `name` (the first of that name), or nil when
    /// the row has no such column.
    public subscript(_ name: String) -> SQLiteValue? {
        columns.firstIndex(of: name).map { values[$0] }
    }
}
