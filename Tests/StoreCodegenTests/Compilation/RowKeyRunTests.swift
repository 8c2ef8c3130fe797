import StoreCodegen
import StoreSchema
import Testing

/// `key: url`: a list's rows keyed by a field other than `id`. The row's
/// state is `Identifiable` by it, so the parent's list, its actions and its
/// rows' stores are addressed by the URL.
@Suite(.serialized) struct RowKeyRunTests {
    static let memo = """
        store: Memo
        key: url
        imports: [Foundation]
        state:
          url: URL
          title: {type: String, default: ""}
          playing: {type: Bool, default: false}
        actions:
          togglePlay:
        """

    static let memos = """
        store: Memos
        imports: [Foundation]
        actions:
          record: {url: URL}
        modules:
          memos: {store: Memo, list: true}
        """

    static let app = """
        import Foundation
        extension MemoState: MemoReducer {
            mutating func togglePlay() { playing.toggle() }
        }
        extension MemosState: MemosReducer {
            mutating func record(url: URL) { memos.append(MemoState(url: url, title: url.lastPathComponent)) }
        }
        """

    @Test func rowsAreAddressedByTheKeyField() async throws {
        var files = ["App.swift": Self.app]
        for (text, file) in [(Self.memo, "Memo"), (Self.memos, "Memos")] {
            let result = SchemaLoader.load(text: text, file: "\(file).store.yaml")
            let definition = try #require(result.definition, "\(result.diagnostics)")
            let generated = CodeGenerator().generateStore(definition)
            if file == "Memo" {
                #expect(generated.allText.contains("struct MemoState: Equatable, Sendable, Identifiable {"))
            }
            if file == "Memo" { #expect(generated.allText.contains("var id: URL { url }")) }
            files.merge(generated.sources) { first, _ in first }
        }
        files["main.swift"] = """
            import Foundation
            import StoreRuntime
            let first = URL(fileURLWithPath: "/memos/first.m4a"), second = URL(fileURLWithPath: "/memos/second.m4a")
            let store = MemosStore()
            store.dispatch(.record(url: first))
            store.dispatch(.record(url: second))
            store.dispatch(.memos(.element(id: second, action: .togglePlay)))
            print(store.state.memos.ids == [first, second], store.state.memos[id: second]?.playing == true)
            store.memos(id: first)?.dispatch(.togglePlay)
            print(store.state.memos[id: first]?.playing == true, store.state.memos[id: first]?.title ?? "")
            """
        let output = try await SwiftCompiler().run(files)
        #expect(
            output == """
                true true
                true first.m4a

                """)
    }
}
