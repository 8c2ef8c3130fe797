internal import GRDB

/// A collection's table and the columns it has: `_order` (the rowid, so rows
/// are read in order without sorting), `id` (unique: rows are found by it)
/// and one per field of the rows. A field the rows have and the table not
/// (one added to the schema since the table was made) gets its column when
/// first written; older rows hold NULL there, which decodes as a missing
/// field, so the row keeps the field's default.
struct TableColumns {
    static let order = "_order"
    static let id = "id"

    let table: String
    /// The rows' columns, `id` first, in the order they were added.
    private(set) var columns: [String]
    private var known: Set<String>

    /// The table's columns, creating it when there is none.
    init(table: String, in db: Database) throws {
        self.table = table
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS \(table.quotedDatabaseIdentifier) (
                    \(Self.order.quotedDatabaseIdentifier) INTEGER PRIMARY KEY,
                    \(Self.id.quotedDatabaseIdentifier) NOT NULL UNIQUE)
                """)
        columns = try db.columns(in: table).map(\.name).filter { $0 != Self.order }
        known = Set(columns)
    }

    /// Adds a column for each of `names` the table lacks.
    mutating func include(_ names: some Sequence<String>, in db: Database) throws {
        for name in names where !known.contains(name) {
            try db.execute(
                sql: """
                    ALTER TABLE \(table.quotedDatabaseIdentifier) ADD COLUMN \(name.quotedDatabaseIdentifier)
                    """)
            columns.append(name)
            known.insert(name)
        }
    }

    var insertSQL: String {
        let names = ([Self.order] + columns).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        return "INSERT INTO \(table.quotedDatabaseIdentifier) (\(names)) VALUES (\(marks))"
    }

    var updateSQL: String {
        let assignments = columns.dropFirst().map { "\($0.quotedDatabaseIdentifier) = ?" }.joined(separator: ", ")
        let id = Self.id.quotedDatabaseIdentifier
        return "UPDATE \(table.quotedDatabaseIdentifier) SET \(assignments) WHERE \(id) = ?"
    }

    var deleteSQL: String {
        "DELETE FROM \(table.quotedDatabaseIdentifier) WHERE \(Self.id.quotedDatabaseIdentifier) = ?"
    }
}
