import Foundation
import GRDB
import StoreRuntime
import StoreSQLite
import Testing

/// A row type that reads its columns by position (`ColumnsDecodable`, which
/// generated list rows are) is loaded through `init(columns:)`, with a field
/// the table holds nothing for at its default.
@Suite struct SQLiteColumnsDecodableTests {
    /// Marks how it was built, so the test sees which path the load took.
    struct Row: ColumnsDecodable, Codable, Identifiable, Equatable, Sendable {
        var id = 0
        var title = "untitled"
        var note = "none"
        var builtFromColumns = false

        static let storedColumnNames = ["id", "title", "note"]

        init(id: Int, title: String, note: String) {
            self.id = id
            self.title = title
            self.note = note
        }

        init(columns: some StoredColumns) throws {
            try columns.update(&id, field: 0)
            try columns.update(&title, field: 1)
            try columns.update(&note, field: 2)
            builtFromColumns = true
        }

        enum CodingKeys: String, CodingKey { case id, title, note }
    }

    struct Sheet: TablePersistentState, Equatable {
        var rows: [Row] = []

        static var stateVersion: Int { 1 }
        static var stateDatabaseName: String { "Sheet.sqlite" }
        static var tableLayout: TableLayout<Sheet> { TableLayout(.table("rows", field: 0, \.rows)) }
    }

    @Test func rowsAreBuiltFromTheirColumns() throws {
        let sandbox = try SQLiteSandbox()
        var saved = Sheet(rows: [Row(id: 1, title: "one", note: "kept"), Row(id: 2, title: "two", note: "")])
        try Sheet.storage(at: sandbox.database).write(saved, previous: nil, changed: .all)
        // A NULL column, as a table holds a field it has no value for.
        try sandbox.connection().write { db in try db.execute(sql: "UPDATE rows SET note = NULL WHERE id = 2") }

        guard case .loaded(let loaded) = Sheet.storage(at: sandbox.database).load() else {
            Issue.record("the sheet did not load")
            return
        }
        #expect(loaded.rows.map(\.builtFromColumns) == [true, true])
        saved.rows[1].note = "none"
        let fields = { (row: Row) in [String(row.id), row.title, row.note] }
        #expect(loaded.rows.map(fields) == saved.rows.map(fields))
    }
}
