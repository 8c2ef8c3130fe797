import Foundation
import StoreGenTestSupport
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
            storegen, ["generate", schema, "--output", folder.url.path], in: RepositoryFile.root)
        try #require(result.status == 0, "storegen generate \(schema):\n\(result.combined)")
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: folder.url.path).first { $0.hasSuffix(".generated.swift") })
        let generated = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
        let lines = excerpt.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Transcript(lines).matches(generated), "\(excerpt) is no longer what storegen generates for \(schema):\n\(generated)")
    }
}
