import Foundation
import Testing

/// A value shared from a module's field (`share: {book: "shelf.books[id]"}`):
/// the module's schema says the field and its type, so `validate` reads the
/// target's schemas together, `generate` takes the module's schema with
/// `--target-schema`, and a schema alone is told so.
@Suite struct ModuleFieldShareTests {
    static let room = """
        store: Room
        actions:
          open: {id: Int}
        modules:
          shelf: {store: Shelf}
          detail: {store: Detail, optional: true, share: {book: "shelf.books[id]"}}
        """
    static let shelf = """
        store: Shelf
        types:
          Book: {fields: {id: Int, title: String}}
        state:
          books: {type: "[Book]", default: []}
        actions:
          remove: {id: Int}
        """
    static let detail = """
        store: Detail
        state:
          book: {type: Book, shared: true}
        actions:
          rename: {title: String}
        """

    func folder(shelf: String = Self.shelf) throws -> SchemaFolder {
        let folder = try SchemaFolder()
        try folder.write("Room.store.yaml", Self.room)
        try folder.write("Shelf.store.yaml", shelf)
        try folder.write("Detail.store.yaml", Self.detail)
        return folder
    }

    @Test func validateReadsTheModulesFieldFromItsSchema() async throws {
        let folder = try folder(shelf: Self.shelf.replacingOccurrences(of: "  books:", with: "  bookz:"))
        let outcome = try await folder.runner.run(["Room.store.yaml", "Shelf.store.yaml", "Detail.store.yaml"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                Room.store.yaml:6:57: error: module 'detail' shares 'book' as 'shelf.books[id]', but 'books' is \
                not a state field of store 'Shelf'; did you mean 'bookz'?

                """)
    }

    /// An error in the module's schema is reported there, once.
    @Test func anErrorInTheModulesSchemaIsReportedOnceThere() async throws {
        let broken = Self.shelf.replacingOccurrences(of: "remove: {id: Int}", with: "remove: {id: Intt}")
        let folder = try folder(shelf: broken)
        let outcome = try await folder.runner.run(["Room.store.yaml", "Shelf.store.yaml", "Detail.store.yaml"])
        #expect(outcome.status == 1)
        #expect(
            outcome.stdout == """
                Shelf.store.yaml:7:16: error: unknown type 'Intt'; did you mean 'Int'?

                """)
    }

    @Test func generateTakesTheModulesSchemaAndLinksThroughIt() async throws {
        let folder = try folder()
        let alone = try await StoreGenCLI.run(["generate", "Room.store.yaml", "--output", "out"], in: folder.url)
        #expect(alone.status == 1)
        #expect(
            alone.stderr == """
                Room.store.yaml:6:57: error: module 'detail' shares 'book' as 'shelf.books[id]', a field of store \
                'Shelf', whose schema is not given: check and generate this schema with the target's others (the \
                build plugin and 'storegen validate <folder>' do; 'storegen generate' takes --target-schema <path>)

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
        let generated = try await StoreGenCLI.run(
            [
                "generate", "Room.store.yaml", "--output", "out", "--files", "one",
                "--target-schema", "Shelf.store.yaml", "--target-schema", "Detail.store.yaml",
            ],
            in: folder.url)
        #expect(generated.status == 0, "\(generated.stderr)")
        let code = try String(
            contentsOf: folder.url.appendingPathComponent("out/Room.generated.swift"), encoding: .utf8)
        #expect(code.contains("SharedLink<RoomState, DetailState, Book>"), "\(code)")
        #expect(code.contains(".element(\\.book, of: \\.books, in: \\.shelf, by: \\.id)"), "\(code)")
    }
}
