import StoreCodegen
import StoreSchema
import Testing

/// The JSON of persisted state and logged actions stays the same across
/// generator versions: files written by an earlier StoreGen must load.
///
/// The fixtures below were written by the code storegen generated for
/// `schema` before states and actions got their `Codable` written out over
/// `StoreCodingKey` (up to commit b7af4a0, when actions used Swift's
/// synthesized `Codable` and the state a `CodingKeys` enum). Today's code must
/// decode them and encode the same values to the very same bytes.
@Suite struct PersistedFormatTests {
    static let schema = """
        store: Saved
        version: 2
        persist: true

        types:
          Point:
            fields:
              x: {type: Double, default: 0}
              label: String?
          Shape:
            enum:
              empty: {}
              circle: {radius: Double}
              polygon: {points: "[Point]", name: String?}

        state:
          count: {type: Int, default: 1}
          title: {type: String, default: "untitled"}
          limit: {type: "Int?", default: 3}
          note: String?
          tags: {type: "[String]", default: []}
          scores: {type: "[String: Int]", default: {}}
          createdAt: Date
          origin: {type: Point, default: {x: 1}}
          shape: {type: Shape, default: empty}
          draft: {type: String, default: "", persist: false}

        actions:
          reset:
          add: {amount: Int}
          rename: {title: String, note: String?}
          move: {to: Point, animated: {type: Bool, default: false}}
          draw: {shape: Shape, at: "[Point]"}
        """

    /// A state with every field changed from its default (`limit` saved as `null`).
    static let savedState = #"""
        {"count":7,"createdAt":1000,"limit":null,"note":"a \"note\"","origin":{"label":"o",\#
        "x":2.5},"scores":{"a":1},"shape":{"polygon":{"points":[{"x":1}]}},"tags":["x","y"],\#
        "title":"untitled"}
        """#
    /// A state at its defaults.
    static let defaultState = #"""
        {"count":1,"createdAt":0,"limit":3,"note":null,"origin":{"x":1},"scores":{},\#
        "shape":{"empty":{}},"tags":[],"title":"untitled"}
        """#
    /// One action of every shape: no values, labelled values, a `nil` and a
    /// set optional, a defaulted value, schema types inside.
    static let actions = #"""
        [{"reset":{}},{"add":{"amount":-3}},{"rename":{"title":"t"}},{"rename":{"note":"n",\#
        "title":"t"}},{"move":{"animated":false,"to":{"label":"p","x":0}}},{"draw":{"at":[],\#
        "shape":{"circle":{"radius":2}}}},{"draw":{"at":[{"x":0}],"shape":{"empty":{}}}}]
        """#

    @Test func stateAndActionsWrittenByEarlierGeneratedCodeLoadAndReencodeIdentically() async throws {
        let result = SchemaLoader.load(text: Self.schema, file: "Saved.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        let reducer = """
            extension SavedState: SavedReducer {
                mutating func reset() {}
                mutating func add(amount: Int) {}
                mutating func rename(title: String, note: String?) {}
                mutating func move(to: Point, animated: Bool) {}
                mutating func draw(shape: Shape, at: [Point]) {}
            }
            """
        let main = """
            import Foundation
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            func reencoded<Value: Codable>(_ type: Value.Type, _ json: String) throws -> String {
                let value = try JSONDecoder().decode(Value.self, from: Data(json.utf8))
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            }
            print(try reencoded(SavedState.self, #\"\"\"
            \(Self.savedState)
            \"\"\"#))
            print(try reencoded(SavedState.self, #\"\"\"
            \(Self.defaultState)
            \"\"\"#))
            print(try reencoded([SavedAction].self, #\"\"\"
            \(Self.actions)
            \"\"\"#))
            let saved = try JSONDecoder().decode(SavedState.self, from: Data(#\"\"\"
            \(Self.savedState)
            \"\"\"#.utf8))
            print(saved.draft == "" && saved.limit == nil && saved.count == 7)
            """
        let output = try await SwiftCompiler().run(
            CodeGenerator().generateStore(definition).sources(with: [
                "SavedReducer.swift": reducer,
                "main.swift": main,
            ]))
        #expect(output == [Self.savedState, Self.defaultState, Self.actions, "true"].joined(separator: "\n") + "\n")
    }
}
