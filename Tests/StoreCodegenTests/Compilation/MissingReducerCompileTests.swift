import StoreCodegen
import StoreSchema
import Testing

/// A store whose reducer no file writes, embedded by a parent: the build
/// stops at the parent's schema line that embeds it, naming the protocol to
/// adopt (the parent's generated code then fails too, naming
/// `ReducibleState`). A store nobody embeds still builds: its state may serve
/// as a value, and making a store of it names the protocol already.
@Suite(.serialized) struct MissingReducerCompileTests {
    static let counter = """
        # A counter.
        store: Counter
        state:
          count: {type: Int, default: 0}
        actions:
          increment:
        """

    static let parent = """
        store: Parent
        actions:
          open:
        modules:
          counter: {store: Counter, optional: true}
        """

    static let message =
        "Parent.store.yaml:5:38: error: 'requireCounter' is unavailable: CounterState has no reducer: write "
        + "'extension CounterState: CounterReducer' with a handler for each action in a file of your own "
        + "('storegen stubs' writes one)"

    private func sources(_ schemas: [(String, String)], app: String) throws -> [String: String] {
        var files = ["App.swift": app]
        for (text, file) in schemas {
            let result = SchemaLoader.load(text: text, file: "\(file).store.yaml")
            let definition = try #require(result.definition, "\(result.diagnostics)")
            files.merge(CodeGenerator().generateStore(definition).sources) { first, _ in first }
        }
        return files
    }

    private func compilerOutput(_ files: [String: String]) async throws -> String {
        do {
            try await SwiftCompiler().typecheck(files)
        } catch let error as SwiftCompiler.CompilerError {
            return error.output
        }
        Issue.record("the code compiled without the reducer")
        return ""
    }

    @Test func aStoreNobodyEmbedsBuildsWithoutItsReducer() async throws {
        let app = "func start() -> CounterState { CounterState(count: 2) }"
        try await SwiftCompiler().typecheck(sources([(Self.counter, "Counter")], app: app))
    }

    @Test func anEmbeddedStoreWithoutItsReducerStopsAtTheLineEmbeddingIt() async throws {
        let app = """
            extension ParentState: ParentReducer {
                mutating func open() { counter = CounterState() }
            }
            """
        let output = try await compilerOutput(sources([(Self.counter, "Counter"), (Self.parent, "Parent")], app: app))
        #expect(output.contains(Self.message), "\(output)")
    }

    /// A reducer missing a handler is the compiler's own error, listing it;
    /// the check adds nothing.
    @Test func aReducerMissingAHandlerIsTheCompilersOwnError() async throws {
        let app = "extension CounterState: CounterReducer {}"
        let output = try await compilerOutput(sources([(Self.counter, "Counter")], app: app))
        #expect(output.contains("error: type 'CounterState' does not conform to protocol 'CounterReducer'"))
        #expect(output.contains("Counter.store.yaml:6:"), "the missing handler is located at its action: \(output)")
        #expect(!output.contains("has no reducer"), "\(output)")
    }
}
