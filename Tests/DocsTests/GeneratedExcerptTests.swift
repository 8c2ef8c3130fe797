import Foundation
import StoreGenTestSupport
import StoreSchema
import Testing

/// The generated code shown in the docs is what `storegen generate` writes.
@Suite struct GeneratedExcerptTests {
    static let excerpts = DocExcerpt.marked(.generated)

    @Test(arguments: excerpts)
    func storegenWritesWhatTheDocShows(_ excerpt: DocExcerpt) async throws {
        guard case .generated(let schema)? = excerpt.marker else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storegen = try DocExcerpt.storegen()
        // From the repository root, as the docs' commands run, so the
        // generated `#sourceLocation`s name the schema as the doc does.
        let result = try await ChildProcess.run(
            storegen, ["generate", schema, "--output", folder.url.path, "--files", "parts"], in: RepositoryFile.root)
        try #require(result.status == 0, "storegen generate \(schema):\n\(result.combined)")
        // The schema's files in their fixed order (state, actions, subscriptions),
        // read as one text: an excerpt may run from one into the next.
        let generated = try NamingPolicy.generatedFileNames(ofSchemaAt: schema).map { name in
            try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
        }.joined(separator: "\n")
        let lines = excerpt.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Transcript(lines).matches(generated),
            "\(excerpt) is no longer what storegen generates for \(schema):\n\(generated)")
    }
}
