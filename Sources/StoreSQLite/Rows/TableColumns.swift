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
    /// The statements' SQL, made again when a column is added (a save asks
    /// for them for every row it writes).
    private(set) var insertSQL = ""
    private(set) var updateSQL = ""
    private(set) var deleteSQL = ""

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
        makeSQL()
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
            makeSQL()
        }
    }

    /// Whether every one of `names` has its column.
    func includes(_ names: some Sequence<String>) -> Bool {
        names.allSatisfy(known.contains)
    }

    private mutating func makeSQL() {
        let table = table.quotedDatabaseIdentifier
        let names = ([Self.order] + columns).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        insertSQL = "INSERT INTO \(table) (\(names)) VALUES (\(marks))"
        let assignments = columns.dropFirst().map { "\($0.quotedDatabaseIdentifier) = ?" }.joined(separator: ", ")
        let id = Self.id.quotedDatabaseIdentifier
        updateSQL = "UPDATE \(table) SET \(assignments) WHERE \(id) = ?"
        deleteSQL = "DELETE FROM \(table) WHERE \(id) = ?"
    }
}
