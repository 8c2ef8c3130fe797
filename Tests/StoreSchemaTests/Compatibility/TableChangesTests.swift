import StoreSchema
import Testing

/// `check-compat` on a store kept in an SQLite database says, at the newer
/// schema's line, what the change does to the database's tables, and a
/// change that needs a migration is judged as for a JSON file: an error
/// until `migrations:` lists the older version, whose SQL then handles it.
@Suite struct TableChangesTests {
    static let diary = """
        store: Diary
        persist: {to: sqlite}
        types:
          Page: {fields: {id: Int, text: String}}
        state:
          title: {type: String, default: Diary}
          pages: {type: "[Page]", default: []}
        modules:
          rows: {store: Row, list: true}
        """

    static let row = """
        store: Row
        codable: true
        state:
          id: {type: Int, default: 0}
          title: {type: String, default: ""}
        actions:
          rename: {title: String}
        """

    @Test func additionsSayWhichTableAndColumnTheyAdd() throws {
        let new = """
            store: Diary
            persist: {to: sqlite}
            types:
              Page: {fields: {id: Int, text: String, mood: String?}}
              Tag: {fields: {id: String, label: String}}
            state:
              title: {type: String, default: Diary}
              pages: {type: "[Page]", default: []}
              theme: {type: String, default: plain}
              tags: {type: "[Tag]", default: []}
            modules:
              rows: {store: Row, list: true}
            """
        let newRow = Self.row.replacingOccurrences(
            of: "  title: {type: String, default: \"\"}\n",
            with: "  title: {type: String, default: \"\"}\n  stars: {type: Int, default: 3}\n")
        #expect(
            try Self.check(old: Self.diary, new: new, oldRow: Self.row, newRow: newRow) == [
                "Diary.store.yaml:4:42: note: adds column 'mood' to table 'pages' on the first save: rows saved "
                    + "before hold NULL there, which loads as a missing field",
                "Row.store.yaml:6:3: note: adds column 'stars' to table 'rows' on the first save: rows saved before "
                    + "hold NULL there, which loads as a missing field",
                "Diary.store.yaml:9:3: note: adds the single value 'theme' to storegen_values on the first save: a "
                    + "database saved before has none, so it starts at its default",
                "Diary.store.yaml:10:3: note: adds table 'tags', created on the first launch",
            ])
    }

    @Test func aChangeThatNeedsAMigrationAsksForOne() throws {
        let new = Self.diary.replacingOccurrences(of: "text: String", with: "body: String")
        let diagnostics = try Self.check(old: Self.diary, new: new, oldRow: Self.row, newRow: Self.row)
        #expect(
            diagnostics == [
                "Diary.store.yaml:4:28: error: field 'text' of 'Page' (Old.store.yaml:4:28) was removed or renamed to "
                    + "'body': its saved values would be lost; raise 'version' and migrate from version 1",
                "Diary.store.yaml:4:28: note: adds column 'body' to table 'pages' on the first save: rows saved "
                    + "before hold NULL there, which loads as a missing field",
            ])
    }

    /// The database's migration (SQL the app passes to `migrate`) handles
    /// the rename, as a JSON file's does; the column it may fill is said so.
    @Test func aListedMigrationHandlesTheChange() throws {
        let new = Self.diary.replacingOccurrences(of: "text: String", with: "body: String")
            .replacingOccurrences(
                of: "persist: {to: sqlite}\n", with: "persist: {to: sqlite}\nversion: 2\nmigrations: [1]\n")
        let diagnostics = try Self.check(old: Self.diary, new: new, oldRow: Self.row, newRow: Self.row)
        #expect(
            diagnostics == [
                "Diary.store.yaml:6:28: warning: field 'text' of 'Page' (Old.store.yaml:4:28) was removed or renamed "
                    + "to 'body': its saved values would be lost (the migration from version 1 handles it)",
                "Diary.store.yaml:6:28: note: adds column 'body' to table 'pages' on the first save: rows saved "
                    + "before hold NULL there, which loads as a missing field, unless the migration from version 1 "
                    + "fills it",
            ])
        #expect(!diagnostics.contains { $0.contains("error:") })
    }

    /// The first launch on the database imports the JSON file at the
    /// database's version, and a database's migration does not run on it.
    @Test func aMoveToADatabaseKeepsTheVersion() throws {
        let json = Self.diary.replacingOccurrences(of: "persist: {to: sqlite}", with: "persist: true")
        let new = Self.diary.replacingOccurrences(
            of: "persist: {to: sqlite}\n", with: "persist: {to: sqlite}\nversion: 2\nmigrations: [1]\n")
        let diagnostics = try Self.check(old: json, new: new, oldRow: Self.row, newRow: Self.row)
        #expect(
            diagnostics.contains(
                "Diary.store.yaml:3:1: error: 'version' changed from 1 to 2 as the state moves to an SQLite "
                    + "database: the first launch imports Diary.json only when it was saved at the database's "
                    + "version, and a database's migration does not run on it; move to the database at version 1, "
                    + "and change 'version' in a later release"),
            "\(diagnostics)")
    }

    @Test func aJSONStoreGetsNoTableNotes() throws {
        let json = { (text: String) in text.replacingOccurrences(of: "persist: {to: sqlite}", with: "persist: true") }
        let new = Self.diary.replacingOccurrences(
            of: "  title: {type: String, default: Diary}\n",
            with: "  title: {type: String, default: Diary}\n  theme: {type: String, default: plain}\n")
        #expect(try Self.check(old: json(Self.diary), new: json(new), oldRow: Self.row, newRow: Self.row).isEmpty)
    }

    /// A JSON file is imported by the first launch on SQLite; a database is
    /// not turned back into a JSON file.
    @Test func movingToADatabaseImportsAndMovingBackLoses() throws {
        let json = Self.diary.replacingOccurrences(of: "persist: {to: sqlite}", with: "persist: true")
        #expect(
            try Self.check(old: json, new: Self.diary, oldRow: Self.row, newRow: Self.row) == [
                "Diary.store.yaml:2:1: warning: the state moves from a JSON file to an SQLite database ('persist'): "
                    + "the first launch imports Diary.json, read as the newer schema says, into Diary.sqlite"
            ])
        #expect(
            try Self.check(old: Self.diary, new: json, oldRow: Self.row, newRow: Self.row) == [
                "Diary.store.yaml:2:1: error: the state moved from an SQLite database to a JSON file ('persist'): the "
                    + "state saved by the older schema is not read"
            ])
    }

    private static func check(old: String, new: String, oldRow: String, newRow: String) throws -> [String] {
        let children = SavedChildStores(
            old: [try load(oldRow, file: "OldRow.store.yaml")],
            new: [try load(newRow, file: "Row.store.yaml")])
        return CompatibilityCheck.diagnostics(
            old: try load(old, file: "Old.store.yaml"), new: try load(new, file: "Diary.store.yaml"), children: children
        ).map(\.description)
    }

    private static func load(_ text: String, file: String) throws -> StoreDefinition {
        let result = SchemaLoader.load(text: text, file: file)
        #expect(!result.hasErrors, "\(file): \(result.diagnostics)")
        return try #require(result.definition)
    }
}
