import StoreCodegen
import StoreSchema
import Testing

/// Generated code compiled into a program with StoreRuntime and run: string
/// defaults come back exactly, reducers written against the protocol apply,
/// and persisted state round-trips through Codable.
@Suite(.serialized) struct RunTests {
    let generator = CodeGenerator()

    @Test func hostileStringDefaultsRoundTripExactly() async throws {
        let definition = AdversarialDefinitions.definition
        let count = AdversarialDefinitions.hostileStrings.count
        let prints = (0..<count).map { "printScalars(state.text\($0))" }.joined(separator: "\n")
        let main = """
            func printScalars(_ text: String) {
                print(text.unicodeScalars.map { String($0.value) }.joined(separator: ","))
            }
            let state = AdversarialState()
            \(prints)
            printScalars(state.default.`init`)
            for key in state.`init`.keys.sorted() {
                printScalars(key)
                printScalars(state.`init`[key]!)
            }
            if case .return(let text, _) = state.func { printScalars(text) }
            """
        let output = try await SwiftCompiler().run(
            generator.generateStore(definition).sources(with: [
                "AdversarialReducer.swift": generator.generateReducerScaffold(definition),
                "main.swift": main,
            ]))
        let strings = AdversarialDefinitions.hostileStrings
        var expected = strings + [strings[2]]
        for (key, value) in [(strings[4], strings[5]), ("dup", "last")].sorted(by: { $0.0 < $1.0 }) {
            expected += [key, value]
        }
        expected.append(strings[3])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines == expected.map { $0.unicodeScalars.map { String($0.value) }.joined(separator: ",") })
    }

    @Test func counterReducerAndSubscriptionsRun() async throws {
        let main = """
            let store = CounterStore()
            let token = store.subscribe(audit: { print("event", $0) })
            store.dispatch(.increment)
            store.dispatch(.add(amount: 41))
            for await props in store.display {
                print(props.count)
                break
            }
            print(CounterAuditEvent(.increment) == nil, CounterAuditEvent(.add(amount: 2)) == .add(amount: 2))
            token.cancel()
            """
        let output = try await SwiftCompiler().run(
            generator.generateStore(ReferenceDefinitions.counter).sources(with: [
                "CounterReducer.swift": ReferenceReducers.counter,
                "main.swift": main,
            ]))
        // Dispatched on the main thread, so main-actor handlers run synchronously;
        // `audit` receives `add` but not `increment`.
        #expect(output == "event add(amount: 41)\n42\ntrue true\n")
    }

    @Test func persistedStateRoundTripsOnlyPersistedFields() async throws {
        let main = """
            import Foundation
            import StoreRuntime
            var state = TimeTrackerState()
            let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
            state.projects = [Project(id: id, name: "Café \\"quoted\\"")]
            state.selectedProject = id
            state.filter = .running
            state.draftName = "not saved"
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(state)
            print(String(decoding: data, as: UTF8.self))
            let decoded = try JSONDecoder().decode(TimeTrackerState.self, from: data)
            var expected = state
            expected.draftName = ""
            print(decoded == expected)
            let old = try JSONDecoder().decode(TimeTrackerState.self, from: Data("{}".utf8))
            print(old == TimeTrackerState())

            let url = \
            FileManager.default.temporaryDirectory.appendingPathComponent("storegen-\\(UUID().uuidString).json")
            do {
                let persistence = StatePersistence<TimeTrackerState>(url: url, version: 1)
                let store = TimeTrackerStore(persistence: persistence)
                store.dispatch(.setFilter(filter: .finished))
                try persistence.flush()
            }
            let standard = TimeTrackerState.persistence()
            print(standard.url.lastPathComponent, standard.version)
            let again = TimeTrackerStore(persistence: StatePersistence(url: url, version: 1))
            print(again.state.filter)
            try? FileManager.default.removeItem(at: url)
            """
        let definition = ReferenceDefinitions.timeTracker
        let output = try await SwiftCompiler().run(
            generator.generateStore(definition).sources(with: [
                "TimeTrackerReducer.swift": ReferenceReducers.timeTracker,
                "main.swift": main,
            ]))
        #expect(
            output == """
                {"filter":"running","projects":[{"activities":[],\
                "id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"Café \
                \\"quoted\\""}],"selectedProject":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}
                true
                true
                TimeTracker.json 1
                finished

                """)
    }
}
