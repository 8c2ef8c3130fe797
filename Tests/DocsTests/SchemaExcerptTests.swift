import Foundation
import StoreGenTestSupport
import Testing

/// The schemas shown in the docs are accepted by `storegen validate`.
@Suite struct SchemaExcerptTests {
    static let excerpts = DocExcerpt.marked(.schema)

    @Test(arguments: excerpts)
    func storegenAcceptsTheSchema(_ excerpt: DocExcerpt) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Named after its store, as the naming rules ask of a schema file.
        let name =
            excerpt.body.split(separator: "\n")
            .compactMap { $0.removingPrefix("store: ")?.split(separator: " ").first.map(String.init) }
            .first ?? "Excerpt"
        let schema = folder.url.appendingPathComponent("\(name).store.yaml")
        try excerpt.body.write(to: schema, atomically: true, encoding: .utf8)
        let result = try await ChildProcess.run(try DocExcerpt.storegen(), ["validate", schema.path])
        #expect(result.status == 0, "\(excerpt) is not a valid schema:\n\(result.combined)")
    }
}
