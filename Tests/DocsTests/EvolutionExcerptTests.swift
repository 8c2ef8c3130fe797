import Foundation
import StoreGenTestSupport
import Testing

/// Docs/PersistenceAndTesting.md takes a time tracker kept in a JSON file
/// from version 1 to 2 with the schemas in Inputs/Evolution: version 1 is
/// the TimeTracker example as it was before it moved to SQLite, and the YAML
/// the page shows of version 2 is in that file.
@Suite struct EvolutionExcerptTests {
    @Test func versionOneKeepsItsStateInAJSONFile() throws {
        let schema = try RepositoryFile.text("Tests/DocsTests/Inputs/Evolution/1/TimeTracker.store.yaml")
        #expect(schema.contains("\nversion: 1\npersist: true\n"))
    }

    @Test func theVersionTwoExcerptIsInTheSchema() throws {
        let excerpts = DocExcerpt.marked(.checkedElsewhere).filter {
            $0.marker == .checkedElsewhere(by: "DocsTests/EvolutionExcerptTests")
        }
        try #require(excerpts.count == 1)
        let schema = try RepositoryFile.text("Tests/DocsTests/Inputs/Evolution/2/TimeTracker.store.yaml")
        let lines = excerpts[0].body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Transcript(lines).isExcerpt)
        #expect(Transcript(lines).matches(schema), "\(excerpts[0]) is not in Evolution/2/TimeTracker.store.yaml")
    }
}
