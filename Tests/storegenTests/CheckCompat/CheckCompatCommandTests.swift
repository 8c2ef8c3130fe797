import Foundation
import StoreGenTestSupport
import Testing

/// `storegen check-compat` as CI runs it: diagnostics located in the newer
/// schema on stdout, a summary on stderr, and an exit status a script can
/// act on (0 compatible, 1 incompatible or an invalid newer schema, 2 when
/// nothing could be compared).
@Suite struct CheckCompatCommandTests {
    /// The shop at version 1, as the compatibility tables have it.
    static let version1 = ShopSchema.version1

    /// `price` renamed to `cost`: files saved at version 1 lose it.
    static let renamed = version1.replacingOccurrences(of: "      price: Int", with: "      cost: Int")

    /// A persisted shop whose rows, of a Codable store, are saved with it (a
    /// list is saved by default), and whose stack of the same store is not
    /// (navigation is not).
    static let savingShop = """
        store: Shop
        version: 1
        persist: true
        state:
          name: {type: String, default: ""}
        modules:
          rows: {store: Row, list: true}
          path: {stack: {row: Row}}

        """
    static let savedRow = """
        store: Row
        codable: true
        state:
          id: {type: Int, default: 0}
          title: {type: String, default: ""}
        actions:
          rename: {title: String}

        """
    /// The row's `title` renamed to `label`: the rows saved before lose it.
    static let renamedRow = savedRow.replacingOccurrences(of: "  title: {", with: "  label: {")

    @Test func aCompatibleChangeExitsZero() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.version1, to: "old/Shop.store.yaml")
        try folder.write(
            Self.version1.replacingOccurrences(of: "      price: Int", with: "      price: Int\n      sku: String?"),
            to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "check-compat: Shop.store.yaml against old/Shop.store.yaml: compatible, 0 errors, 0 warnings\n")
    }

    @Test func aBreakingChangeIsALocatedErrorAndExitsOne() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.version1, to: "old/Shop.store.yaml")
        try folder.write(Self.renamed, to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                Shop.store.yaml:8:7: error: field 'price' of 'Item' (old/Shop.store.yaml:8:7) was removed or \
                renamed to 'cost': its saved values would be lost; raise 'version' and migrate from version 1

                """)
        #expect(
            result.stderr
                == "check-compat: Shop.store.yaml against old/Shop.store.yaml: incompatible, 1 error, 0 warnings\n")
    }

    @Test func aListedMigrationTurnsTheErrorIntoAWarning() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.version1, to: "old/Shop.store.yaml")
        try folder.write(
            Self.renamed.replacingOccurrences(of: "version: 1", with: "version: 2\nmigrations: [1]"),
            to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 0, "\(result.combined)")
        #expect(
            result.stdout.hasPrefix(
                """
                Shop.store.yaml:9:7: warning: field 'price' of 'Item' (old/Shop.store.yaml:8:7) was removed or \
                renamed to 'cost'
                """))
        #expect(result.stdout.hasSuffix("(the migration from version 1 handles it)\n"))
    }

    @Test func jsonAndGitHubFormatsCarryTheSameFindings() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.version1, to: "old/Shop.store.yaml")
        try folder.write(Self.renamed, to: "Shop.store.yaml")
        let json = try await StoreGenCLI.run(
            ["check-compat", "--format", "json", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["errorCount"] as? Int == 1)
        #expect(json.stderr == "")
        let github = try await StoreGenCLI.run(
            ["check-compat", "--format", "github", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=Shop.store.yaml,line=8,col=7"), "\(github.stdout)")
    }

    /// A persisted store saves the state of the children its schema saves in
    /// its own file: check-compat finds their schemas beside the two given,
    /// and a field renamed in one is an error at the child's line; a module
    /// that is not saved (the stack here, or the rows with `persist: false`)
    /// is none of the file's business.
    @Test func aChildsSavedFieldsAreJudgedWithItsParent() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.savingShop, to: "old/Shop.store.yaml")
        try folder.write(Self.savedRow, to: "old/Row.store.yaml")
        try folder.write(Self.savingShop, to: "Shop.store.yaml")
        try folder.write(Self.renamedRow, to: "Row.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 1, "\(result.combined)")
        #expect(
            result.stdout == """
                Row.store.yaml:5:3: error: saved by store 'Shop' in module 'rows': persisted state field \
                'title' (old/Row.store.yaml:5:3) was removed or renamed to 'label': its saved values would be \
                lost; raise 'version' of store 'Shop' and migrate from version 1

                """)
        #expect(
            result.stderr
                == "check-compat: Shop.store.yaml against old/Shop.store.yaml: incompatible, 1 error, 0 warnings\n")
        // PersistenceAndTesting.md shows this output.
        #expect(try RepositoryFile.text("Docs/PersistenceAndTesting.md").contains("```\n" + result.stdout + "```\n"))

        let unsavedShop = Self.savingShop.replacingOccurrences(of: "list: true}", with: "list: true, persist: false}")
        try folder.write(unsavedShop, to: "old/Shop.store.yaml")
        try folder.write(unsavedShop, to: "Shop.store.yaml")
        let unsaved = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(unsaved.status == 0, "\(unsaved.combined)")
        #expect(unsaved.stdout == "")
    }

    /// A store kept in SQLite: the notes say which table and column a change
    /// adds, at the lines that add them, and the command still exits 0.
    @Test func aDatabasesTablesAndColumnsAddedAreNoted() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let shop = Self.savingShop.replacingOccurrences(of: "persist: true", with: "persist: {to: sqlite}")
        try folder.write(shop, to: "old/Shop.store.yaml")
        try folder.write(Self.savedRow, to: "old/Row.store.yaml")
        try folder.write(
            shop.replacingOccurrences(
                of: "  name: {type: String, default: \"\"}\n",
                with: "  name: {type: String, default: \"\"}\n  note: String?\n"),
            to: "Shop.store.yaml")
        try folder.write(
            Self.savedRow.replacingOccurrences(
                of: "  title: {type: String, default: \"\"}\n",
                with: "  title: {type: String, default: \"\"}\n  stars: {type: Int, default: 3}\n"),
            to: "Row.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 0, "\(result.combined)")
        #expect(
            result.stdout == """
                Shop.store.yaml:6:3: note: adds the single value 'note' to storegen_values on the first save: a \
                database saved before has none, so it starts at nil
                Row.store.yaml:6:3: note: adds column 'stars' to table 'rows' on the first save: rows saved before \
                hold NULL there, which loads as a missing field

                """)
        #expect(
            result.stderr
                == "check-compat: Shop.store.yaml against old/Shop.store.yaml: compatible, 0 errors, 0 warnings\n")
        // PersistenceAndTesting.md shows this output.
        #expect(try RepositoryFile.text("Docs/PersistenceAndTesting.md").contains("```\n" + result.stdout + "```\n"))
    }

    /// A comparison needs two valid schemas: an invalid one gets its own
    /// validation errors, and the command says nothing was compared.
    /// A room whose shelf, a module, holds the books, of a type the room
    /// declares, and whose sheet shares its book from the shelf: the schemas
    /// check only with the others of their target, as the build plugin reads them.
    static let room = """
        store: Room
        version: 1
        persist: true
        types:
          Book: {fields: {id: Int, title: String}}
        modules:
          shelf: {store: Shelf}
          detail: {store: BookDetail, optional: true, share: {book: "shelf.books[id]"}}

        """
    static let shelf = """
        store: Shelf
        codable: true
        state:
          books: {type: "[Book]", default: []}
        actions:
          remove: {id: Int}

        """
    static let bookDetail = """
        store: BookDetail
        state:
          book: {type: Book, shared: true}
        actions:
          rename: {title: String}

        """

    @Test func aSchemaIsReadWithTheOthersOfItsTarget() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for side in ["old/", ""] {
            try folder.write(Self.room, to: side + "Room.store.yaml")
            try folder.write(Self.shelf, to: side + "Shelf.store.yaml")
            try folder.write(Self.bookDetail, to: side + "BookDetail.store.yaml")
        }
        let unchanged = try await StoreGenCLI.run(
            ["check-compat", "old/Room.store.yaml", "Room.store.yaml"], in: folder.url)
        #expect(unchanged.status == 0, "\(unchanged.combined)")
        #expect(unchanged.stdout == "")

        // The shelf saves the books with the room: a field of the room's type renamed breaks its files.
        try folder.write(
            Self.room.replacingOccurrences(of: "title: String", with: "name: String"), to: "Room.store.yaml")
        let renamed = try await StoreGenCLI.run(
            ["check-compat", "old/Room.store.yaml", "Room.store.yaml"], in: folder.url)
        #expect(renamed.status == 1, "\(renamed.combined)")
        #expect(
            renamed.stdout == """
                Room.store.yaml:5:28: error: saved by store 'Room' in module 'shelf': field 'title' of 'Book' \
                (old/Room.store.yaml:5:28) was removed or renamed to 'name': its saved values would be lost; \
                raise 'version' of store 'Room' and migrate from version 1

                """)
    }

    @Test func anInvalidSchemaIsReportedAsSuch() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.version1, to: "old/Shop.store.yaml")
        try folder.write(
            Self.version1.replacingOccurrences(of: "price: Int", with: "price: Itn"), to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "Shop.store.yaml:8:14: error: unknown type 'Itn'; did you mean 'Int'?\n")
        #expect(
            result.stderr
                == "check-compat: the newer schema Shop.store.yaml is not a valid schema, so nothing was compared\n")
    }

    @Test func bothInvalidSchemasAreReported() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            Self.version1.replacingOccurrences(of: "version: 1", with: "version: one"), to: "old/Shop.store.yaml")
        try folder.write(
            Self.version1.replacingOccurrences(of: "price: Int", with: "price: Itn"), to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                old/Shop.store.yaml:2:10: error: 'version' must be a positive integer, found 'one'
                Shop.store.yaml:8:14: error: unknown type 'Itn'; did you mean 'Int'?

                """)
        #expect(
            result.stderr == """
                check-compat: the older schema old/Shop.store.yaml and the newer schema Shop.store.yaml are not \
                valid schemas, so nothing was compared\n
                """)
    }

    /// Only the older schema invalid: the comparison could not be made, and
    /// no change to the newer schema would make it, so the status is 2
    /// (a CI job can tell this from a change that breaks saved state).
    @Test func onlyAnInvalidOlderSchemaMeansNothingCouldBeCompared() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            Self.version1.replacingOccurrences(of: "version: 1", with: "version: one"), to: "old/Shop.store.yaml")
        try folder.write(Self.version1, to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(
            ["check-compat", "old/Shop.store.yaml", "Shop.store.yaml"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stdout == "old/Shop.store.yaml:2:10: error: 'version' must be a positive integer, found 'one'\n")
        #expect(
            result.stderr == """
                check-compat: the older schema old/Shop.store.yaml is not a valid schema, so nothing was \
                compared; compare against a revision, or an older file, whose schema this storegen accepts\n
                """)
    }

    @Test(arguments: [
        (["check-compat", "Shop.store.yaml"], "Error: give the older and the newer schema"),
        (["check-compat", "a", "b", "c"], "Error: give the older and the newer schema"),
        (["check-compat", "--against", "HEAD", "a", "b"], "Error: with --against, give only the newer schema"),
        (
            ["check-compat", "missing.store.yaml", "Shop.store.yaml"],
            "storegen check-compat: error: cannot read missing.store.yaml"
        ),
        (
            ["check-compat", "Shop.store.yaml", "missing.store.yaml"],
            "storegen check-compat: error: cannot read missing.store.yaml"
        ),
        (
            ["check-compat", "--against", "HEAD", "Shop.store.yaml"],
            "storegen check-compat: error: Shop.store.yaml is not in a git repository"
        ),
    ])
    func usageProblemsExitTwo(arguments: [String], message: String) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(Self.version1, to: "Shop.store.yaml")
        let result = try await StoreGenCLI.run(arguments, in: folder.url)
        #expect(result.status == 2, "\(result.combined)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
}
