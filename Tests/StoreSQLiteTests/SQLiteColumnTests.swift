import Foundation
import GRDB
import SQLiteFeatures
import StoreRuntime
import StoreSQLite
import Testing

/// Every kind of field a row may have loads back as it was saved, and is
/// kept in its column as other readers of the database expect it.
@Suite struct SQLiteColumnTests {
    static func item(_ number: Int, note: String?) -> Item {
        Item(
            id: UUID(uuidString: "00000000-0000-0000-0000-00000000000\(number)")!, name: "item \(number) ✓",
            price: Decimal(string: "12.34")! * Decimal(number), weight: 0.1 * Double(number), ratio: 1.5,
            count: Int64.max - Int64(number), small: 255, added: Date(timeIntervalSinceReferenceDate: 1_000.25),
            link: URL(string: "https://example.com/items/\(number)?q=1")!, blob: Data([0, 1, 2, UInt8(number)]),
            lasts: .milliseconds(1_500) * number, shade: number.isMultiple(of: 2) ? .dark : .light,
            stock: number.isMultiple(of: 2) ? .none : .some(count: number, since: Date(timeIntervalSince1970: 0)),
            size: Size(width: number, height: 2.5), tags: ["a", "b \(number)"], note: note, done: number == 1)
    }

    @Test func everyKindOfFieldLoadsAsSaved() throws {
        let sandbox = try SQLiteSandbox()
        let state = CatalogState(items: [Self.item(1, note: "first"), Self.item(2, note: nil), Self.item(3, note: "")])
        try CatalogState.storage(at: sandbox.database).write(state, previous: nil, changed: .all)

        guard case .loaded(let loaded) = CatalogState.storage(at: sandbox.database).load() else {
            Issue.record("the catalog did not load")
            return
        }
        #expect(loaded == state)
    }

    @Test func columnsHoldPlainValuesAndJSON() throws {
        let sandbox = try SQLiteSandbox()
        let state = CatalogState(items: [Self.item(1, note: nil)])
        try CatalogState.storage(at: sandbox.database).write(state, previous: nil, changed: .all)

        let row = try #require(
            try sandbox.connection().read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM items")
            })
        #expect(row["id"] as String? == "00000000-0000-0000-0000-000000000001")
        #expect(row["name"] as String? == "item 1 ✓")
        #expect(row["added"] as Double? == 1_000.25)
        #expect(row["shade"] as String? == "light")
        #expect(row["done"] as Bool? == true)
        #expect(row["note"] as String? == nil)
        let size = try #require(row["size"] as String?)
        #expect(try JSONDecoder().decode(Size.self, from: Data(size.utf8)) == Size(width: 1, height: 2.5))
    }
}
