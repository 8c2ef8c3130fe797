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
    /// for them for every row it writes); each takes a row's `parameters`.
    /// There is no `updateSQL` when the rows have no column but `id`.
    private(set) var insertSQL = ""
    private(set) var updateSQL = ""
    private(set) var deleteSQL = ""
    /// Encodes a row into its `parameters`, made again with the SQL (kept
    /// from save to save, as what it learns about the rows' type holds).
    private(set) var writer = RowColumnWriter(columns: [])

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

    /// `_order` and the rows' columns: the values a row is written with,
    /// `?1`, `?2`… in each statement's SQL.
    var parameters: [String] { [Self.order] + columns }

    private mutating func makeSQL() {
        let table = table.quotedDatabaseIdentifier
        let parameters = parameters
        let names = parameters.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let marks = parameters.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
        insertSQL = "INSERT INTO \(table) (\(names)) VALUES (\(marks))"
        let id = "\(Self.id.quotedDatabaseIdentifier) = ?\((parameters.firstIndex(of: Self.id) ?? 0) + 1)"
        let assignments = parameters.enumerated().dropFirst().filter { $0.element != Self.id }
            .map { "\($0.element.quotedDatabaseIdentifier) = ?\($0.offset + 1)" }.joined(separator: ", ")
        updateSQL = assignments.isEmpty ? "" : "UPDATE \(table) SET \(assignments) WHERE \(id)"
        deleteSQL = "DELETE FROM \(table) WHERE \(id)"
        writer = RowColumnWriter(columns: parameters)
    }
}
