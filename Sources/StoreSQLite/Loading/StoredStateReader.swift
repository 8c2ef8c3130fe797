import Foundation
internal import GRDB
import StoreRuntime

/// Reads a saved state inside one read transaction, so it sees one
/// complete save even while another process writes the next.
struct StoredStateReader<State: Decodable> {
    let layout: TableLayout<State>
    let version: Int

    enum Found {
        /// A database with no tables: created, never saved to.
        case empty
        /// Tables, but not a state's.
        case foreign
        /// A state saved at another format version.
        case version(Int)
        /// The state, and each table's `_order` values in order.
        case state(State, orders: [String: [Int64]])
    }

    func read(_ db: Database) throws -> Found {
        let found = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard try db.tableExists("storegen_values") else {
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            return tables == 0 ? .empty : .foreign
        }
        guard found == version else { return .version(found) }
        var values: [String: Data] = [:]
        let valueRows = try Row.fetchCursor(db, sql: "SELECT name, value FROM storegen_values")
        while let row = try valueRows.next() {
            let name: String = row[0]
            let value: String = row[1]
            values[name] = Data(value.utf8)
        }
        var tables: [String: Any] = [:]
        var orders: [String: [Int64]] = [:]
        for table in layout.tables where try db.tableExists(table.name) {
            let (rows, order) = try readRows(of: table, in: db)
            tables[table.name] = rows
            orders[table.name] = order
        }
        let state = try State(from: StoredStateDecoder(tables: tables, values: values))
        return .state(state, orders: orders)
    }

    /// The table's rows in order, as the field's type, and their `_order` values.
    private func readRows<Table: StoredTable>(of table: Table, in db: Database) throws -> (Table.Rows, [Int64]) {
        var elements: [Table.Rows.Element] = []
        var order: [Int64] = []
        let sql = "SELECT * FROM \(table.name.quotedDatabaseIdentifier) ORDER BY \(TableColumns.order)"
        let statement = try db.makeStatement(sql: sql)
        let names = statement.columnNames
        guard let orderIndex = names.firstIndex(of: TableColumns.order) else { return (table.rows([]), []) }
        let reader = RowColumnReader(columns: names, statement: statement.sqliteStatement)
        if let rowType = Table.Rows.Element.self as? any ColumnsDecodable.Type {
            let rows = try readColumns(
                rowType, as: Table.Rows.Element.self, from: statement, reader: reader, orderIndex: orderIndex)
            return (table.rows(rows.elements), rows.order)
        }
        while try statement.step() {
            order.append(reader.int64(at: orderIndex))
            elements.append(try reader.decodeRow(Table.Rows.Element.self))
        }
        return (table.rows(elements), order)
    }

    /// The rows of a type that reads its columns by position (`Row` is
    /// `Element`, found once per table rather than once per row).
    private func readColumns<Row: ColumnsDecodable, Element>(
        _ rowType: Row.Type, as elementType: Element.Type, from statement: Statement, reader: RowColumnReader,
        orderIndex: Int
    ) throws -> (elements: [Element], order: [Int64]) {
        let columns = FieldColumns(reader: reader, fields: Row.storedColumnNames)
        var rows: [Row] = []
        var order: [Int64] = []
        while try statement.step() {
            order.append(reader.int64(at: orderIndex))
            rows.append(try Row(columns: columns))
        }
        // `Row` is `Element` (found by casting it): the same array.
        precondition(Row.self == Element.self)
        return (unsafeBitCast(rows, to: [Element].self), order)
    }
}
