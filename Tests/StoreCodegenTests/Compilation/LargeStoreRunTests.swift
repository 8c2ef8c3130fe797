import StoreCodegen
import StoreGenTestSupport
import StoreSchema
import Testing

/// A store large enough that initializers, decoding and action coding are
/// generated in pieces (`BodyChunking`), compiled and run: the pieces
/// together do what the one-piece code did.
@Suite struct LargeStoreRunTests {
    @Test func piecewiseInitializersAndCodingRoundTrip() async throws {
        let result = SchemaLoader.load(text: GeneratedShapeTests.schema(size: 70), file: "Shape.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        let main = """
            import Foundation
            var state = ShapeState(required: "r", field0: 7, field65: nil, field69: false)
            print(state.required, state.field0, state.field1 == "", state.field5 == nil, state.field65 == \
            nil, state.field69)
            state.field68 = ["z"]
            state.field5 = 3
            let data = try JSONEncoder().encode(state)
            // Every field is written, whichever piece of `encode(to:)` holds it.
            let keys = (try JSONSerialization.jsonObject(with: data) as! [String: Any]).keys
            print(keys.count)
            // Past 32 fields the names are one string split at its spaces.
            print(Set(ShapeState.fieldNames) == Set(keys), ShapeState.fieldNames[1], ShapeState.fieldNames.last!)
            let decoded = try JSONDecoder().decode(ShapeState.self, from: data)
            print(decoded == state)
            let partial = try JSONDecoder().decode(ShapeState.self, from: Data(#"{"required": "x", \
            "field64": 5, "field65": null}"#.utf8))
            print(partial.required, partial.field64, partial.field65 == nil, partial.field0, partial.field11 == nil)
            let actions: [ShapeAction] = [.action0, .action1(value0: "a"), .action67(value0: "s", value1: \
            ["t"], value2: true), .action69(value0: true)]
            let logged = try JSONEncoder().encode(actions)
            print(try JSONDecoder().decode([ShapeAction].self, from: logged) == actions)
            do {
                _ = try JSONDecoder().decode(ShapeAction.self, from: Data(#"{"action70": {}}"#.utf8))
            } catch DecodingError.dataCorrupted(let context) {
                print(context.debugDescription)
            }
            """
        let output = try await SwiftCompiler().run(
            await Self.generated(definition) { generator in
                ["ShapeReducer.swift": generator.generateReducerScaffold(definition), "main.swift": main]
            })
        #expect(
            output == """
                r 7 true true true false
                71
                true field0 field69
                true
                x 5.0 true 0 true
                true
                ShapeAction has no case 'action70'

                """)
    }

    /// Past `CaseMatching.largestSwitch` actions, `reduce(_:)` and
    /// `encode(to:)` match in switches of a piece each: every action still
    /// reaches its own handler and encoding, in the first piece and the last.
    @Test func actionsOfALargeEnumReachTheirHandlersAndCoding() async throws {
        let result = SchemaLoader.load(text: GeneratedShapeTests.schema(size: 300), file: "Shape.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        // Each handler records its name in the state's one required field.
        let reducer = await onDedicatedThread {
            CodeGenerator().generateReducerScaffold(definition)
                .replacingOccurrences(of: "{\n    }", with: "{\n        required = #function\n    }")
        }
        let main = """
            import Foundation
            var state = ShapeState(required: "")
            let actions: [ShapeAction] = [.action0, .action40, .action299(value0: nil, value1: 1, value2: "x")]
            for action in actions {
                state.reduce(action)
                print(state.required)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let logged = try encoder.encode(actions)
            print(String(decoding: logged, as: UTF8.self))
            print(try JSONDecoder().decode([ShapeAction].self, from: logged) == actions)
            """
        let output = try await SwiftCompiler().run(
            await Self.generated(definition) { _ in ["ShapeReducer.swift": reducer, "main.swift": main] })
        #expect(
            output == """
                action0()
                action40()
                action299(value0:value1:value2:)
                [{"action0":{}},{"action40":{}},{"action299":{"value1":1,"value2":"x"}}]
                true

                """)
    }

    /// The store generated from `definition` with the files `others` adds.
    /// Generating a large store is seconds of CPU in a debug build: done on
    /// a thread of its own, it leaves the cooperative pool's few threads to
    /// the tests running beside it.
    static func generated(
        _ definition: StoreDefinition, with others: @escaping @Sendable (CodeGenerator) -> [String: String]
    ) async -> [String: String] {
        await onDedicatedThread {
            let generator = CodeGenerator()
            return generator.generateStore(definition).sources(with: others(generator))
        }
    }
}
