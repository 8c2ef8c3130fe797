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
        try #require(composition.count == 15 && testing.count == 3)
        let files = [
            "Sources/Examples/Standups/Standups.store.yaml", "Sources/Examples/Standups/StandupDetail.store.yaml",
            "Sources/Examples/Standups/RecordMeeting.store.yaml",
            "Sources/Examples/Standups/StandupsReducer.swift", "Sources/Examples/Standups/RecordMeetingReducer.swift",
            "Tests/StandupsTests/AddSheetTests.swift", "Tests/StandupsTests/DetailTests.swift",
            "Tests/StandupsTests/DeleteWhileOpenTests.swift",
            "Tests/StandupsTests/MeetingTests.swift", "Tests/StandupsTests/PastMeetingTests.swift",
            "Tests/StandupsTests/StandupsPersistenceTests.swift",
            "Tests/StoreRuntimeTests/Children/ChildStoreTests.swift",
            "Tests/SharedValueFeatures/ReadingRoom.store.yaml", "Tests/StoreTestingTests/SharedModuleValueTests.swift",
        ]
        let sources = try files.map(RepositoryFile.text)
        for excerpt in composition + testing {
            #expect(sources.contains { $0.contains(excerpt.body) }, "\(excerpt) no longer quotes one of \(files)")
        }
    }
}
