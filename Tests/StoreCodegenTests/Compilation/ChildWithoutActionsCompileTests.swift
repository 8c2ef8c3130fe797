import StoreCodegen
import StoreSchema
import Testing

/// Children without logic: a store without actions embedded in every form,
/// and `oneOf:`/`stack:` cases that hold a value (`{type: Note}`). Compiled
/// to an object file with warnings as errors, since "will never be executed"
/// (code whose parameter has no values) is a warning only code generation
/// reports; then run, so a value case is pushed, shown and coded (the
/// stacks are `persist: true`: navigation is not saved by default).
@Suite(.serialized) struct ChildWithoutActionsCompileTests {
    static let viewer = """
        store: Viewer
        codable: true
        state:
          text: {type: String, default: ""}
        """

    static let row = """
        store: Row
        codable: true
        state:
          id: Int
        """

    static let host = """
        store: Host
        codable: true
        types:
          Note: {fields: {text: String}}
        actions:
          open: {text: String}
        modules:
          viewer: {store: Viewer}
          sheet: {store: Viewer, optional: true}
          rows: {store: Row, list: true}
          destination: {oneOf: {first: Viewer, second: Viewer}}
          single: {oneOf: {only: Viewer}}
          path: {stack: {viewer: Viewer, note: {type: Note}}, persist: true}
          notes: {stack: {note: {type: Note}, lines: {type: "[String]"}}, persist: true}
          alone: {oneOf: {note: {type: Note}}, persist: true}
        """

    static let app = """
        extension ViewerState: ViewerReducer {}
        extension RowState: RowReducer {}
        extension HostState: HostReducer {
            mutating func `open`(text: String) { path.push(.note(Note(text: text))) }
        }
        """

    private func sources(main: String? = nil) throws -> [String: String] {
        var files = ["App.swift": Self.app]
        if let main { files["main.swift"] = main }
        for (text, file) in [(Self.viewer, "Viewer"), (Self.row, "Row"), (Self.host, "Host")] {
            let result = SchemaLoader.load(text: text, file: "\(file).store.yaml")
            let definition = try #require(result.definition, "\(result.diagnostics)")
            files.merge(CodeGenerator().generateStore(definition).sources) { first, _ in first }
        }
        return files
    }

    @Test func compilesWithoutWarnings() async throws {
        try await SwiftCompiler().compileToObject(sources())
    }

    @Test func aValueCaseIsPushedShownAndCodedWithoutAStore() async throws {
        let main = """
            import Foundation
            import StoreRuntime
            let store = HostStore()
            store.dispatch(.open(text: "Minutes"))
            let id = store.state.path.ids[0]
            print(store.state.path[id: id] == .note(Note(text: "Minutes")))
            // The screen's store has no store for a value case: the value is read from the state.
            print(store.path(id: id) != nil, store.path(id: id)?.viewer == nil)
            store.dispatch(.notes(.push(.lines(["a", "b"]))))
            store.dispatch(.notes(.push(.note(Note(text: "n")))))
            store.dispatch(.notes(.pop))
            let notes = store.state.notes
            print(notes.ids.count, notes[id: notes.ids[0]] == .lines(["a", "b"]))
            let pushed = HostAction.notes(.push(.note(Note(text: "n"))))
            print(try JSONDecoder().decode(HostAction.self, from: JSONEncoder().encode(pushed)) == pushed)
            let state = try JSONDecoder().decode(HostState.self, from: JSONEncoder().encode(store.state))
            print(state == store.state)
            """
        let output = try await SwiftCompiler().run(sources(main: main))
        #expect(
            output == """
                true
                true true
                1 true
                true
                true

                """)
    }
}
