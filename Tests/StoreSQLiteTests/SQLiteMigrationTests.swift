import Foundation
import GRDB
import SQLiteFeatures
import StoreRuntime
import StoreSQLite
import Testing

/// Fields added as `storegen check-compat` allows (with a default, or
/// optional) need no migration: the database written by the older schema
/// loads with those fields at their defaults, and the first save adds their
/// columns.
@Suite struct SQLiteMigrationTests {
    @Test func aDatabaseOfTheOlderSchemaLoadsAndTakesTheAddedFields() throws {
        let sandbox = try SQLiteSandbox()
        let older = DiaryState(
            title: "Mine", pages: [Page(id: 1, text: "first"), Page(id: 2, text: "second")],
            rows: [DiaryRowState(id: 7, title: "seven")])
        try DiaryState.storage(at: sandbox.database).write(older, previous: nil, changed: .all)

        let storage = DiaryNextState.storage(at: sandbox.database)
        guard case .loaded(var newer) = storage.load() else {
            Issue.record("the older database did not load")
            return
        }
        #expect(newer.title == "Mine")
        #expect(newer.pages == [NextPage(id: 1, text: "first"), NextPage(id: 2, text: "second")])
        #expect(newer.theme == "plain")
        #expect(newer.pinned == nil)
        #expect(Array(newer.rows) == [DiaryNextRowState(id: 7, title: "seven", stars: 3)])

        let loaded = newer
        newer.pages[1].mood = "glad"
        newer.rows[id: 7]?.stars = 5
        newer.theme = "dark"
        newer.pinned = 2
        try storage.write(newer, previous: loaded, changed: DiaryNextState.changedFields(from: loaded, to: newer))

        guard case .loaded(let reloaded) = DiaryNextState.storage(at: sandbox.database).load() else {
            Issue.record("the migrated database did not load")
            return
        }
        #expect(reloaded == newer)
        let columns = try sandbox.connection().read { db in
            (try db.columns(in: "pages").map(\.name), try db.columns(in: "rows").map(\.name))
        }
        #expect(columns.0.contains("mood"))
        #expect(columns.1.contains("stars"))
    }
}
