internal import GRDB
import StoreRuntime

/// Writes what changed in one collection since the last save to its table:
/// rows changed in place are updated, rows appended inserted, rows removed
/// deleted, and rows moved written again at their new place (`RowOrder`).
/// Runs inside the save's transaction.
struct TableSave<Table: StoredTable> {
    typealias Rows = Table.Rows
    typealias Element = Rows.Element

    let table: Table
    let db: Database
    var columns: TableColumns

    /// Writes `rows`, given the rows the table holds (`old`, with their
    /// `_order` values) or nil when that is unknown (then every row is
    /// written); returns the rows' `_order` values now.
    mutating func write(_ rows: Rows, old: (rows: Rows, order: [Int64])?) throws -> [Int64] {
        guard let old, old.order.count == old.rows.count else { return try rewrite(rows) }
        if let changed = rows.changedPositions(from: old.rows) {
            for position in changed { try update(rows[position]) }
            var order = old.order
            for position in old.rows.count..<rows.count {
                order.append((order.last ?? 0) + RowOrder.gap)
                try insert(rows[position], at: order[position])
            }
            return order
        }
        var oldPositions: [Element.ID: Int] = [:]
        oldPositions.reserveCapacity(old.rows.count)
        for (position, row) in old.rows.enumerated() { oldPositions[row.id] = position }
        let kept = rows.map { oldPositions[$0.id].map { old.order[$0] } }
        guard let (order, unchanged) = RowOrder.assign(kept) else { return try rewrite(rows) }
        let remaining = Set(rows.lazy.map(\.id))
        for row in old.rows where !remaining.contains(row.id) { try delete(row) }
        for (position, row) in rows.enumerated() where kept[position] != nil && !unchanged[position] {
            try delete(row)
        }
        for (position, row) in rows.enumerated() {
            if !unchanged[position] {
                try insert(row, at: order[position])
            } else if let oldPosition = oldPositions[row.id], old.rows[oldPosition] != row {
                try update(row)
            }
        }
        return order
    }

    /// Empties the table and writes every row, numbered afresh.
    private mutating func rewrite(_ rows: Rows) throws -> [Int64] {
        try db.execute(sql: "DELETE FROM \(columns.table.quotedDatabaseIdentifier)")
        let order = RowOrder.fresh(count: rows.count)
        for (position, row) in rows.enumerated() { try insert(row, at: order[position]) }
        return order
    }

    private mutating func insert(_ row: Element, at order: Int64) throws {
        let values = try encoded(row)
        try db.cachedStatement(sql: columns.insertSQL)
            .execute(arguments: StatementArguments([order.databaseValue] + columns.columns.map { values[$0] ?? .null }))
    }

    private mutating func update(_ row: Element) throws {
        let values = try encoded(row)
        guard columns.columns.count > 1 else { return }
        let assigned = columns.columns.dropFirst().map { values[$0] ?? .null }
        try db.cachedStatement(sql: columns.updateSQL)
            .execute(arguments: StatementArguments(assigned + [values[TableColumns.id]!]))
    }

    private mutating func delete(_ row: Element) throws {
        let values = try encoded(row)
        try db.cachedStatement(sql: columns.deleteSQL).execute(arguments: [values[TableColumns.id]!])
    }

    /// The row's columns; a field the table lacks gets its column.
    private mutating func encoded(_ row: Element) throws -> [String: DatabaseValue] {
        let values = try RowRecord(row).databaseDictionary
        guard values[TableColumns.id] != nil else { throw RowWithoutID(table: columns.table) }
        if !columns.includes(values.keys) { try columns.include(values.keys.sorted(), in: db) }
        return values
    }
}

/// A row whose encoding has no `id`: it cannot be found again to update it.
struct RowWithoutID: Error, CustomStringConvertible {
    let table: String
    var description: String { "the rows of \(table) have no \"id\" field" }
}
