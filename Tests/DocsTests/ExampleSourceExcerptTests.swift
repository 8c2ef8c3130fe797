import StoreGenTestSupport
import Testing

/// Excerpts that quote an example's source file: the file still says it.
@Suite struct ExampleSourceExcerptTests {
    @Test func theDerivedValuesOfTodosAreQuotedAsTheExampleWritesThem() throws {
        let marker = "DocsTests/ExampleSourceExcerptTests"
        let excerpts = try DocExcerpt.excerpts(in: "Docs/CodeGeneration.md").filter { $0.marker == .checkedElsewhere(by: marker) }
        try #require(excerpts.count == 1)
        let source = try RepositoryFile.text("Sources/Examples/Todos/TodosState+Derived.swift")
        #expect(source.contains(excerpts[0].body), "\(excerpts[0]) no longer quotes TodosState+Derived.swift")
    }

    /// SwiftUI is not built on Linux: the view Docs/SwiftUI.md shows is at
    /// least the one the example holds.
    @Test func theSwiftUIViewOfTodosIsQuotedAsTheExampleWritesIt() throws {
        let marker = "DocsTests/ExampleSourceExcerptTests"
        let excerpts = try DocExcerpt.excerpts(in: "Docs/SwiftUI.md").filter { $0.marker == .checkedElsewhere(by: marker) }
        try #require(excerpts.count == 1)
        let source = try RepositoryFile.text("Sources/Examples/Todos/SwiftUI/TodoListSwiftUIView.swift")
        #expect(source.contains(excerpts[0].body), "\(excerpts[0]) no longer quotes TodoListSwiftUIView.swift")
    }
}
