import StoreGenTestSupport
import Testing

/// Docs/PersistenceAndTesting.md's testing patterns quote tests that run:
/// each excerpt is still one of them, word for word, and the failure it
/// shows is still the one its test expects.
@Suite struct TestingPatternExcerptTests {
    static let marker = DocExcerpt.Marker.checkedElsewhere(by: "DocsTests/TestingPatternExcerptTests")

    /// The test files the patterns are quoted from.
    static let tests = [
        "Tests/StoreTestingTests/TestStoreTimeTests.swift",
        "Tests/StoreTestingTests/TestStoreFidelityTests.swift",
        "Tests/StoreTestingTests/TestStoreDependencyTests.swift",
        "Tests/ContactSearchTests/ContactSearchTests.swift",
        "Tests/TodosTests/TodosReducerTests.swift",
        "Tests/CommandCounterTests/App/CommandCounterAppTests.swift",
    ]

    @Test func eachPatternIsATestThatRuns() throws {
        let excerpts = try DocExcerpt.excerpts(in: "Docs/PersistenceAndTesting.md")
            .filter { $0.marker == Self.marker && $0.body.hasPrefix("@Test") }
        try #require(excerpts.count == 7)
        let sources = try Self.tests.map(RepositoryFile.text)
        for excerpt in excerpts {
            // Inside its suite, the test is indented one level.
            let indented = excerpt.body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            #expect(sources.contains { $0.contains(indented) }, "\(excerpt) no longer quotes a test of \(Self.tests)")
        }
    }

    @Test func theFailureShownIsTheOneItsTestExpects() throws {
        let failures = try DocExcerpt.excerpts(in: "Docs/PersistenceAndTesting.md")
            .filter { $0.marker == Self.marker && $0.body.hasPrefix("receive(") }
        try #require(failures.count == 1)
        let expectation = failures[0].body.split(separator: "\n").map { "                " + $0 }.joined(
            separator: "\n")
        let source = try RepositoryFile.text("Tests/StoreTestingTests/TestStoreTimeTests.swift")
        #expect(source.contains(expectation), "\(failures[0]) is no longer what TestStoreTimeTests expects")
    }
}
