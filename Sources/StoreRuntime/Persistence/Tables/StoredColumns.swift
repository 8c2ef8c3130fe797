/// A table's current row as a storage reads it, field by field: each field
/// is asked for by its position in the row type's `storedColumnNames`, so a
/// storage matches names to columns once per table, not once per row.
/// StoreSQLite's column reader is one.
public protocol StoredColumns {
    /// Replaces `value` (a schema default) with the one stored for the row's
    /// field at `field` (its position in `storedColumnNames`), unless the
    /// table has no column for it or the column holds nothing (NULL). The
    /// value is written in place rather than returned as an optional, whose
    /// type generic code would have to look up for every field of every row.
    func update<Value: Decodable>(_ value: inout Value, field: Int) throws
}

/// A table row that builds itself from its columns by position, without
/// `Decodable`'s keyed containers (made and looked up again for every row of
/// every launch). Generated for a list row's state whose fields are all
/// plain saved values; other rows load through `init(from:)`, which reads
/// the same columns.
public protocol ColumnsDecodable: Decodable {
    /// The names of the columns `init(columns:)` reads, in the order it
    /// numbers them: the fields' names, as `encode(to:)` writes them.
    static var storedColumnNames: [String] { get }

    /// The row from `columns`, each field missing from them at its default.
    init(columns: some StoredColumns) throws
}
