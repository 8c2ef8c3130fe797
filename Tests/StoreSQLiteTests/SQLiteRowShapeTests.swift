import Foundation
import StoreRuntime
import StoreSQLite
import Testing

/// A hand-written row whose `encode(to:)` gives a list, a single value or a
/// nested container cannot be a table's columns: the save fails with
/// `encodingFailed` naming the row type, and nothing is written.
@Suite struct SQLiteRowShapeTests {
    struct Pair: Codable, Identifiable, Equatable, Sendable {
        var id: Int
        var title: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(id)
            try container.encode(title)
        }
    }

    struct Nested: Codable, Identifiable, Equatable, Sendable {
        var id: Int
        var title: String

        enum CodingKeys: String, CodingKey { case id, title }
        enum TitleKeys: String, CodingKey { case text }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            var title = container.nestedContainer(keyedBy: TitleKeys.self, forKey: .title)
            try title.encode(self.title, forKey: .text)
        }
    }

    struct Pairs: TablePersistentState, Equatable {
        var rows: [Pair] = []

        static var stateVersion: Int { 1 }
        static var stateDatabaseName: String { "Pairs.sqlite" }
        static var tableLayout: TableLayout<Pairs> { TableLayout(.table("rows", field: 0, \.rows)) }
    }

    struct Nests: TablePersistentState, Equatable {
        var rows: [Nested] = []

        static var stateVersion: Int { 1 }
        static var stateDatabaseName: String { "Nests.sqlite" }
        static var tableLayout: TableLayout<Nests> { TableLayout(.table("rows", field: 0, \.rows)) }
    }

    @Test func aRowThatEncodesAsAListFailsTheSave() throws {
        let sandbox = try SQLiteSandbox()
        let storage = Pairs.storage(at: sandbox.database)
        let error = #expect(throws: StoreRuntime.PersistenceError.self) {
            try storage.write(Pairs(rows: [Pair(id: 1, title: "one")]), previous: nil, changed: .all)
        }
        guard case .encodingFailed(let file, let reason)? = error else {
            Issue.record("expected .encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(file == sandbox.database)
        #expect(
            reason.contains("a row of Pair cannot be saved as a table's columns: it encodes as a list"), "\(reason)")
        // The save's transaction was rolled back: no row was written.
        switch Pairs.storage(at: sandbox.database).load() {
        case .missing: break
        case .loaded(let loaded): #expect(loaded.rows.isEmpty)
        case .failed(let error, _): Issue.record("the database did not load: \(error)")
        }
    }

    @Test func aRowWithANestedContainerFailsTheSave() throws {
        let sandbox = try SQLiteSandbox()
        let storage = Nests.storage(at: sandbox.database)
        let error = #expect(throws: StoreRuntime.PersistenceError.self) {
            try storage.write(Nests(rows: [Nested(id: 1, title: "one")]), previous: nil, changed: .all)
        }
        guard case .encodingFailed(_, let reason)? = error else {
            Issue.record("expected .encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("a row of Nested cannot be saved"), "\(reason)")
        #expect(reason.contains("its field \"title\" encodes through a nested container"), "\(reason)")
    }
}
