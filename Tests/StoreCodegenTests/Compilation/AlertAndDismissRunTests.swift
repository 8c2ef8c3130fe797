import StoreCodegen
import StoreSchema
import Testing

/// Alerts as values (`alerts:`, held by a `oneOf:` case with `{alerts:
/// true}`) and children that dismiss themselves (`Effect.dismiss`) in every
/// form a parent holds them: compiled with warnings as errors, then run
/// through a store, which shows the alert, dismisses it on a tap and sends
/// the button's action, and clears, pops or removes each child that asked.
@Suite(.serialized) struct AlertAndDismissRunTests {
    static let editor = """
        store: Editor
        codable: true
        state:
          text: {type: String, default: ""}
        actions:
          done: {effects: true}
        """

    static let row = """
        store: Row
        state:
          id: Int
        actions:
          remove: {effects: true}
        """

    static let host = """
        store: Host
        state:
          removed: {type: "[Int]", default: []}
        actions:
          ask: {id: Int, name: String}
          remove: {id: Int}
          open:
          offer:
        alerts:
          confirm:
            title: Remove \\(name)?
            message: "#\\\\(id) goes for good."
            params: {id: Int, name: String}
            buttons:
              Remove: {action: remove, role: destructive}
              Keep: {role: cancel}
          choose: {title: Choose, style: dialog, buttons: {Open: open}}
        modules:
          sheet: {store: Editor, optional: true}
          destination: {oneOf: {alert: {alerts: true}, editor: Editor}}
          rows: {store: Row, list: true}
          path: {stack: {editor: Editor}}
          prompt: {alerts: true}
        """

    static let app = """
        import StoreRuntime
        extension EditorState: EditorReducer {
            mutating func done() -> Effect<EditorAction> { .dismiss }
        }
        extension RowState: RowReducer {
            mutating func remove() -> Effect<RowAction> { .dismiss }
        }
        extension HostState: HostReducer {
            mutating func ask(id: Int, name: String) { destination = .alert(.confirm(id: id, name: name)) }
            mutating func remove(id: Int) { removed.append(id) }
            mutating func offer() { prompt = .choose }
            mutating func `open`() {
                sheet = EditorState()
                rows = [RowState(id: 1), RowState(id: 2)]
                path.push(.editor(EditorState()))
                path.push(.editor(EditorState()))
            }
        }
        """

    private func sources(main: String? = nil) throws -> [String: String] {
        var files = ["App.swift": Self.app]
        if let main { files["main.swift"] = main }
        for (text, file) in [(Self.editor, "Editor"), (Self.row, "Row"), (Self.host, "Host")] {
            let result = SchemaLoader.load(text: text, file: "\(file).store.yaml")
            let definition = try #require(result.definition, "\(result.diagnostics)")
            files.merge(CodeGenerator().generateStore(definition).sources) { first, _ in first }
        }
        return files
    }

    @Test func compilesWithoutWarnings() async throws {
        try await SwiftCompiler().compileToObject(sources())
    }

    @Test func anAlertIsAValueItsButtonsDismissItAndSendTheirActions() async throws {
        let main = """
            import StoreRuntime
            let store = HostStore()
            store.dispatch(.ask(id: 3, name: "Milk"))
            let expected = AlertState<HostAction>(title: "Remove Milk?", message: "#3 goes for good.", buttons: [
                AlertButton("Remove", role: .destructive, action: .remove(id: 3)),
                AlertButton("Keep", role: .cancel),
            ])
            print(store.state.destination == .alert(expected))
            print(store.destination?.alert?.state == expected)
            store.dispatch(.destination(.alert(.tapped(.remove(id: 3)))))
            print(store.state.destination == nil, store.state.removed)
            store.dispatch(.ask(id: 4, name: "Tea"))
            store.dispatch(.destination(.alert(.dismissed)))
            print(store.state.destination == nil, store.state.removed)
            print(AlertState<HostAction>.choose == AlertState(.dialog, title: "Choose", buttons: \
            [AlertButton("Open", action: .open)]))
            // A module holding an alert while present: the tap dismisses it and sends `open`.
            store.dispatch(.offer)
            print(store.state.prompt == .choose, store.prompt?.state == .choose)
            store.dispatch(.prompt(.tapped(.open)))
            print(store.state.prompt == nil, store.state.sheet != nil)
            """
        let output = try await SwiftCompiler().run(sources(main: main))
        #expect(
            output == """
                true
                true
                true [3]
                true [3]
                true
                true true
                true true

                """)
    }

    @Test func aChildThatAsksIsClearedPoppedOrRemoved() async throws {
        let main = """
            import StoreRuntime
            let store = HostStore()
            store.dispatch(.open)
            store.dispatch(.sheet(.done))
            print(store.state.sheet == nil)
            let ids = store.state.path.ids
            store.dispatch(.path(.element(id: ids[0], action: .editor(.done))))   // pops it and the screen above
            print(store.state.path.ids.count)
            store.dispatch(.rows(.element(id: 1, action: .remove)))
            print(store.state.rows.ids)
            store.dispatch(.ask(id: 1, name: "x"))
            store.dispatch(.destination(.alert(.dismissed)))
            print(store.state.destination == nil)
            """
        let output = try await SwiftCompiler().run(sources(main: main))
        #expect(
            output == """
                true
                0
                [2]
                true

                """)
    }
}
