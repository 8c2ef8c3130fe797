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
        guard let old else { return try rewrite(rows) }
        // The rows are compared by the table, in code specialised to them:
        // this code is generic, where each use of `rows` costs far more.
        if let changes = table.changes(of: rows, from: old.rows) {
            guard changes.oldCount == old.order.count else { return try rewrite(rows) }
            for row in changes.changed { try update(row) }
            var order = old.order
            for row in changes.appended {
                let key = (order.last ?? 0) + RowOrder.gap
                order.append(key)
                try insert(row, at: key)
            }
            return order
        }
        let match = table.match(rows, against: old.rows)
        guard match.oldCount == old.order.count else { return try rewrite(rows) }
        let kept = match.oldPositions.map { $0.map { old.order[$0] } }
        guard let (order, unchanged) = RowOrder.assign(kept) else { return try rewriteAll(match.rows) }
        for row in match.removed { try delete(row) }
        // By position, touching only the rows written: a copy of each row
        // costs a call here, where the row's type is not known.
        for position in match.rows.indices where kept[position] != nil && !unchanged[position] {
            try delete(match.rows[position])
        }
        for position in match.rows.indices {
            if !unchanged[position] {
                try insert(match.rows[position], at: order[position])
            } else if match.differs[position] {
                try update(match.rows[position])
            }
        }
        return order
    }

    /// Empties the table and writes every row, numbered afresh.
    private mutating func rewrite(_ rows: Rows) throws -> [Int64] {
        try rewriteAll(table.elements(of: rows))
    }

    private mutating func rewriteAll(_ rows: [Element]) throws -> [Int64] {
        try db.execute(sql: "DELETE FROM \(columns.table.quotedDatabaseIdentifier)")
        let order = RowOrder.fresh(count: rows.count)
        for (position, row) in rows.enumerated() { try insert(row, at: order[position]) }
        return order
    }

    private mutating func insert(_ row: Element, at order: Int64) throws {
        try encode(row)
        columns.writer.set(order.databaseValue, forColumn: TableColumns.order)
        try db.cachedStatement(sql: columns.insertSQL).run(binding: columns.writer.values)
    }

    private mutating func update(_ row: Element) throws {
        try encode(row)
        guard !columns.updateSQL.isEmpty else { return }
        try db.cachedStatement(sql: columns.updateSQL).run(binding: columns.writer.values)
    }

    private mutating func delete(_ row: Element) throws {
        try encode(row)
        try db.cachedStatement(sql: columns.deleteSQL).run(binding: columns.writer.values)
    }

    /// Encodes the row into its `parameters`; a field the table lacks gets its column.
    private mutating func encode(_ row: Element) throws {
        try columns.writer.encode(row)
        if !columns.writer.missingColumns.isEmpty {
            try columns.include(columns.writer.missingColumns.sorted(), in: db)
            try columns.writer.encode(row)
        }
        guard columns.writer.named(TableColumns.id) else { throw RowWithoutID(table: columns.table) }
    }
}

/// A row whose encoding has no `id`: it cannot be found again to update it.
struct RowWithoutID: Error, CustomStringConvertible {
    let table: String
    var description: String { "the rows of \(table) have no \"id\" field" }
}
