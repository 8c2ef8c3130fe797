import StoreCodegen
import StoreSchema
import Testing

/// A persisted store saves the modules its schema saves, through a real
/// store and its state file: the data (a `list:`, an `optional:` with
/// `persist: true`) comes back after a reload, and the navigation (a sheet,
/// a stack, a destination, not saved by default) starts from its initial
/// value and is not in the file at all. The destination's store is not
/// Codable: a persisted store may hold it because it is not saved.
@Suite struct ModulePersistenceRunTests {
    static let schemas = [
        """
        store: Shop
        persist: true
        state:
          title: {type: String, default: ""}
        actions:
          fill:
        modules:
          rows: {store: Row, list: true}
          sheet: {store: Form, optional: true}
          pinned: {store: Form, optional: true, persist: true}
          path: {stack: {form: Form}}
          destination: {oneOf: {alert: Alert}}
        """,
        """
        store: Row
        codable: true
        state:
          id: {type: Int, default: 0}
        actions:
          tap:
        """,
        """
        store: Form
        codable: true
        state:
          text: {type: String, default: ""}
        actions:
          edit:
        """,
        """
        store: Alert
        actions:
          ok:
        """,
    ]

    static let shopReducer = """
        extension ShopState: ShopReducer {
            mutating func fill() {
                title = "t"
                rows = [RowState(id: 1), RowState(id: 2)]
                sheet = FormState(text: "s")
                pinned = FormState(text: "p")
                path.push(.form(FormState(text: "f")))
                destination = .alert(AlertState())
            }
        }
        """

    static let main = """
        import Foundation
        import StoreRuntime

        func describe(_ state: ShopState) -> String {
            let destination = state.destination == nil ? "-" : "alert"
            return "title \\(state.title), rows \\(state.rows.count), sheet \\(state.sheet?.text ?? "-"), "
                + "pinned \\(state.pinned?.text ?? "-"), path \\(state.path.count), destination \\(destination)"
        }

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("storegen-\\(UUID().uuidString).json")
        do {
            let persistence = ShopState.persistence(at: url)
            let store = ShopStore(persistence: persistence)
            store.dispatch(.fill)
            try persistence.flush()
            print("before:", describe(store.state))
        }
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let saved = (file?["state"] as? [String: Any])?.keys.sorted() ?? []
        print("saved:", saved.joined(separator: ","))
        let persistence = ShopState.persistence(at: url)
        let reloaded = ShopStore(persistence: persistence)
        print("after:", describe(reloaded.state))
        try persistence.flush()
        try? FileManager.default.removeItem(at: url)
        """

    @Test func theSavedModulesComeBackAndNavigationStartsOver() async throws {
        let generator = CodeGenerator()
        var files: [String: String] = ["main.swift": Self.main, "ShopReducer.swift": Self.shopReducer]
        for (index, schema) in Self.schemas.enumerated() {
            let result = SchemaLoader.load(text: schema, file: "Schema\(index).store.yaml")
            let definition = try #require(result.definition, "\(result.diagnostics)")
            #expect(result.diagnostics == [])
            files.merge(generator.generateStore(definition).sources) { _, new in new }
            if definition.name != "Shop" {
                files["\(definition.name)Reducer.swift"] = generator.generateReducerScaffold(definition)
            }
        }
        let output = try await SwiftCompiler().run(files)
        #expect(
            output == """
                before: title t, rows 2, sheet s, pinned p, path 1, destination alert
                saved: pinned,rows,title
                after: title t, rows 2, sheet -, pinned p, path 0, destination -

                """)
    }
}
