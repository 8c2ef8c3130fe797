import Foundation
import StoreGenTestSupport
import Testing

/// Excerpts that quote an example's source file: the file still says it.
@Suite struct ExampleSourceExcerptTests {
    @Test func theDerivedValuesOfTodosAreQuotedAsTheExampleWritesThem() throws {
        let marker = "DocsTests/ExampleSourceExcerptTests"
        let excerpts = try DocExcerpt.excerpts(in: "Docs/CodeGeneration.md").filter {
            $0.marker == .checkedElsewhere(by: marker)
        }
        try #require(excerpts.count == 1)
        let source = try RepositoryFile.text("Sources/Examples/Todos/TodosState+Derived.swift")
        #expect(source.contains(excerpts[0].body), "\(excerpts[0]) no longer quotes TodosState+Derived.swift")
    }

    /// SwiftUI is not built on Linux: the view Docs/SwiftUI.md shows is at
    /// least the one the example holds.
    @Test func theSwiftUIViewOfTodosIsQuotedAsTheExampleWritesIt() throws {
        let marker = "DocsTests/ExampleSourceExcerptTests"
        let excerpts = try DocExcerpt.excerpts(in: "Docs/SwiftUI.md").filter {
            $0.marker == .checkedElsewhere(by: marker)
        }
        try #require(excerpts.count == 1)
        let source = try RepositoryFile.text("Sources/Examples/Todos/SwiftUI/TodoListSwiftUIView.swift")
        #expect(source.contains(excerpts[0].body), "\(excerpts[0]) no longer quotes TodoListSwiftUIView.swift")
    }

    /// Docs/Composition.md quotes the Standups example's schemas, reducer and
    /// tests, and a test of a screen's store; PersistenceAndTesting.md one of
    /// the example's tests, its root schema and its saving test: each excerpt
    /// is still in one of those files, word for word.
    @Test func theStandupsExampleIsQuotedAsItIsWritten() throws {
        let marker = "DocsTests/ExampleSourceExcerptTests"
        let composition = try DocExcerpt.excerpts(in: "Docs/Composition.md").filter {
            $0.marker == .checkedElsewhere(by: marker)
        }
        let testing = try DocExcerpt.excerpts(in: "Docs/PersistenceAndTesting.md").filter {
            $0.marker == .checkedElsewhere(by: marker)
        }
        try #require(composition.count == 18 && testing.count == 3)
        let files = [
            "Sources/Examples/Standups/Standups.store.yaml", "Sources/Examples/Standups/StandupsList.store.yaml",
            "Sources/Examples/Standups/StandupDetail.store.yaml",
            "Sources/Examples/Standups/RecordMeeting.store.yaml",
            "Sources/Examples/Standups/StandupsReducer.swift", "Sources/Examples/Standups/StandupsMigration.swift",
            "Sources/Examples/Standups/RecordMeetingReducer.swift",
            "Tests/StandupsTests/AddSheetTests.swift", "Tests/StandupsTests/DetailTests.swift",
            "Tests/StandupsTests/DeleteWhileOpenTests.swift",
            "Tests/StandupsTests/MeetingTests.swift", "Tests/StandupsTests/PastMeetingTests.swift",
            "Tests/StandupsTests/SettingsTests.swift",
            "Tests/StandupsTests/StandupsPersistenceTests.swift",
            "Tests/StoreRuntimeTests/Children/ChildStoreTests.swift",
        ]
        let sources = try files.map(RepositoryFile.text)
        for excerpt in composition + testing {
            #expect(sources.contains { $0.contains(excerpt.body) }, "\(excerpt) no longer quotes one of \(files)")
        }
    }

    /// Composition.md gives the example's size: its schemas and reducers, all
    /// lines and those neither blank nor comments.
    @Test func theStandupsSizeIsTheOneTheDocGives() throws {
        let doc = try RepositoryFile.text("Docs/Composition.md").replacingOccurrences(of: "\n", with: " ")
        let claim = try #require(
            doc.firstMatch(of: /its (\w+) schemas and its Swift \([^)]*\), is (\d+) lines, (\d+) of them/))
        let folder = "Sources/Examples/Standups"
        let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryFile.url(folder).path)
        let lines = try names.flatMap { name in
            try RepositoryFile.text("\(folder)/\(name)").split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast()
        }
        let code = lines.filter { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && !text.hasPrefix("#") && !text.hasPrefix("//")
        }
        let schemas = names.filter { $0.hasSuffix(".store.yaml") }.count
        let numbers = ["five": 5, "six": 6, "seven": 7]
        #expect(numbers[String(claim.1)] == schemas)
        #expect(Int(claim.2) == lines.count)
        #expect(Int(claim.3) == code.count)
    }
}
