import StoreCodegen
import StoreSchema
import Testing

/// A store whose reducer no file writes, embedded by a parent: the build
/// stops at the parent's schema line that embeds it, naming the protocol to
/// adopt, and nowhere else (the parent's generated code type-checks without
/// the reducer). A store nobody embeds still builds: its state may serve as a
/// value, and making a store of it names the protocol already.
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

    /// Each schema's code, each schema seeing the state fields of those
    /// before it (as the target's others).
    private func sources(_ schemas: [(String, String)], app: String) throws -> [String: String] {
        var files = ["App.swift": app]
        var fields: [String: [Field]] = [:]
        for (text, file) in schemas {
            let target = TargetTypes(declared: [], stateFields: fields)
            let result = SchemaLoader.load(text: text, file: "\(file).store.yaml", targetTypes: target)
            let definition = try #require(result.definition, "\(result.diagnostics)")
            fields[definition.name] = definition.state
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

    /// Every way a parent embeds a store, each store without its reducer:
    /// one error per store, at the line embedding it, and none in a
    /// generated file (before, each embedding also failed in the parent's
    /// generated reducer, naming `ReducibleState`).
    @Test func everyEmbeddingWithoutItsReducerFailsOnlyAtItsSchemaLine() async throws {
        let parent = """
            store: Parent
            external: {Note: {}}
            state:
              notes: {type: "[Note]", default: []}
              title: {type: String, default: ""}
            actions:
              open:
            modules:
              sheet: {store: Sheet, optional: true}
              rows: {store: Row, list: true}
              destination: {oneOf: {pick: Pick, other: Sheet}}
              path: {stack: {screen: Screen}}
              panel: {store: Panel}
              shelf: {store: Shelf}
              detail: {store: Detail, optional: true, share: {note: "notes[id]", title: shelf.title}}
              other: {store: Other, optional: true, share: {note: "shelf.notes[id]", title: title}}
            """
        func child(_ store: String, _ state: String...) -> (String, String) {
            let fields = state.isEmpty ? ["count: {type: Int, default: 0}"] : state
            let text =
                "store: \(store)\ncodable: true\nexternal: {Note: {}}\nstate:\n"
                + fields.map { "  \($0)\n" }.joined() + "actions:\n  tap:\n"
            return (text, store)
        }
        let shared = ["note: {type: Note, shared: true}", "title: {type: String, shared: true}"]
        let children = [
            child("Sheet"), child("Row", "id: {type: Int, default: 0}"), child("Pick"), child("Screen"), child("Panel"),
            child("Shelf", "notes: {type: \"[Note]\", default: []}", "title: {type: String, default: \"\"}"),
            child("Detail", shared[0], shared[1]), child("Other", shared[0], shared[1]),
        ]
        let app = """
            struct Note: Identifiable, Equatable, Sendable, Codable {
                var id = 0
            }

            extension ParentState: ParentReducer {
                mutating func `open`() {}
            }
            """
        let output = try await compilerOutput(sources(children + [(parent, "Parent")], app: app))
        let errors = output.split(separator: "\n").compactMap { line -> (file: String, line: Int)? in
            let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, fields[3].hasPrefix(" error:"), let number = Int(fields[1]) else { return nil }
            return (String(fields[0]), number)
        }
        #expect(errors.allSatisfy { $0.file.hasSuffix("Parent.store.yaml") }, "\(output)")
        // Each store at the line that first names it.
        #expect(errors.map(\.line).sorted() == Array(9...16), "\(output)")
        for store in ["Sheet", "Row", "Pick", "Screen", "Panel", "Shelf", "Detail", "Other"] {
            let message = "error: 'require\(store)' is unavailable: \(store)State has no reducer"
            #expect(output.contains(message), "\(output)")
        }
    }

    /// Two schemas of a target embed the store: the error is reported once,
    /// at the first one's line (the second is given the stores the first
    /// embeds, as `storegen` gives the schemas after it by path), and the
    /// second's code, without the check, adds no error of its own.
    @Test func aStoreEmbeddedByTwoSchemasIsReportedOnce() async throws {
        let sibling = Self.parent.replacingOccurrences(of: "store: Parent", with: "store: Sibling")
        var files = try sources([(Self.counter, "Counter"), (Self.parent, "Parent")], app: "")
        var checkedEarlier = TargetTypes(declared: [])
        checkedEarlier.storesEmbeddedEarlier = ["Counter"]
        let result = SchemaLoader.load(text: sibling, file: "Sibling.store.yaml", targetTypes: checkedEarlier)
        let siblingCode = CodeGenerator().generateStore(try #require(result.definition))
        #expect(!siblingCode.allText.contains("requireCounter"))
        files.merge(siblingCode.sources) { first, _ in first }
        files["App.swift"] = """
            extension ParentState: ParentReducer {
                mutating func open() { counter = CounterState() }
            }
            extension SiblingState: SiblingReducer {
                mutating func open() { counter = CounterState() }
            }
            """
        let output = try await compilerOutput(files)
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [Substring(Self.message)], "\(output)")
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
