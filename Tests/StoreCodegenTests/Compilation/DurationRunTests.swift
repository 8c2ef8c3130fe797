import StoreCodegen
import StoreSchema
import Testing

/// `Duration` as a built-in: defaults written as a number and a unit start
/// the state with that length, and a persisted state saves and reads it.
@Suite(.serialized) struct DurationRunTests {
    static let schema = """
        store: Meeting
        persist: true
        state:
          length: {type: Duration, default: 5 minutes}
          blink: {type: Duration, default: 250 milliseconds}
          pause: {type: Duration, default: 1.5 seconds}
          hour: {type: Duration, default: 1 hour}
          marks: {type: "Set<Duration>", default: []}
          limit: Duration?
        actions:
          extend: {by: Duration}
        """

    @Test func defaultsAreTheLengthsWrittenAndTheStateIsSaved() async throws {
        let result = SchemaLoader.load(text: Self.schema, file: "Meeting.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        let generated = CodeGenerator().generateStore(definition)
        // As a person would write it.
        #expect(generated.allText.contains("length: Duration = .seconds(300)"))
        #expect(generated.allText.contains("blink: Duration = .milliseconds(250)"))
        let app = """
            extension MeetingState: MeetingReducer {
                mutating func extend(by: Duration) { length += by; marks.insert(by) }
            }
            """
        let main = """
            import Foundation
            import StoreRuntime
            let store = MeetingStore()
            print(store.state.length == .seconds(300), store.state.blink == .milliseconds(250))
            print(store.state.pause == .milliseconds(1_500), store.state.hour == .seconds(3_600), \
            store.state.limit == nil)
            store.dispatch(.extend(by: .seconds(60)))
            print(store.state.length == .seconds(360), store.state.marks == [.seconds(60)])
            let saved = try JSONEncoder().encode(store.state)
            print(try JSONDecoder().decode(MeetingState.self, from: saved) == store.state)
            """
        let output = try await SwiftCompiler().run(
            generated.sources(with: ["MeetingReducer.swift": app, "main.swift": main]))
        #expect(
            output == """
                true true
                true true true
                true true
                true

                """)
    }
}
