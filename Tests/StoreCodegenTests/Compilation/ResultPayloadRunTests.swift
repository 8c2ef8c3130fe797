import StoreCodegen
import StoreSchema
import Testing

/// `Result<Success, Failure>` action parameters: a schema type named as a
/// failure is generated as an `Error`, an external one is the app's, and the
/// action compares and round-trips through JSON in the shape Swift would
/// synthesize for an enum.
@Suite(.serialized) struct ResultPayloadRunTests {
    static let schema = """
        store: Agenda
        imports: [Foundation]
        external:
          Timeout: {}
        types:
          Meeting: {fields: {id: UUID, title: String}}
          LoadError:
            enum:
              offline: {}
              refused: {reason: String}
        state:
          meetings: {type: "[Meeting]", default: []}
          problem: {type: String, default: ""}
        actions:
          loaded: {meetings: "Result<[Meeting], LoadError>"}
          pinged: {answer: "Result<Int, Timeout>?"}
        """

    @Test func theEffectsAnswerIsAnActionParameterThatComparesAndCodes() async throws {
        let result = SchemaLoader.load(text: Self.schema, file: "Agenda.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        let generated = CodeGenerator().generateStore(definition)
        // As a person would write it.
        #expect(generated.allText.contains("case loaded(meetings: Result<[Meeting], LoadError>)"))
        #expect(generated.allText.contains("case pinged(answer: Result<Int, Timeout>?)"))
        #expect(generated.allText.contains("enum LoadError: Equatable, Sendable, Error,"))
        #expect(!generated.allText.contains("struct Meeting: Equatable, Sendable, Error"))
        let app = """
            import Foundation
            struct Timeout: Error, Equatable, Sendable, Codable {}
            extension AgendaState: AgendaReducer {
                mutating func loaded(meetings: Result<[Meeting], LoadError>) {
                    switch meetings {
                    case .success(let loaded): self.meetings = loaded
                    case .failure(.offline): problem = "offline"
                    case .failure(.refused(let reason)): problem = reason
                    }
                }
                mutating func pinged(answer: Result<Int, Timeout>?) {
                    problem = answer.map { "\\($0)" } ?? "unanswered"
                }
            }
            """
        let main = """
            import Foundation
            import StoreRuntime
            let standup = Meeting(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Standup")
            let store = AgendaStore()
            store.dispatch(.loaded(meetings: .success([standup])))
            store.dispatch(.loaded(meetings: .failure(.refused(reason: "busy"))))
            print(store.state.meetings == [standup], store.state.problem)
            let error: any Error = LoadError.offline
            print(error is LoadError, AgendaAction.pinged(answer: nil) == .pinged(answer: nil))
            let actions: [AgendaAction] = [
                .loaded(meetings: .success([standup])), .loaded(meetings: .failure(.offline)),
                .pinged(answer: .failure(Timeout())), .pinged(answer: .success(3)), .pinged(answer: nil),
            ]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            for action in actions {
                let data = try encoder.encode(action)
                print(String(decoding: data, as: UTF8.self), try JSONDecoder().decode(AgendaAction.self, from: data) \
                == action)
            }
            """
        let output = try await SwiftCompiler().run(
            generated.sources(with: ["AgendaReducer.swift": app, "main.swift": main]))
        #expect(
            output == """
                true busy
                true true
                {"loaded":{"meetings":{"success":{"_0":[{"id":"00000000-0000-0000-0000-000000000001",\
                "title":"Standup"}]}}}} true
                {"loaded":{"meetings":{"failure":{"_0":{"offline":{}}}}}} true
                {"pinged":{"answer":{"failure":{"_0":{}}}}} true
                {"pinged":{"answer":{"success":{"_0":3}}}} true
                {"pinged":{}} true

                """)
    }
}
