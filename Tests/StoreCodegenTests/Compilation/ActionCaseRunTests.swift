import StoreCodegen
import StoreSchema
import Testing

/// Every generated `<Store>Action` with cases is a `CaseNamedAction`: its
/// nested `Case` has a case per action and module, of the same name, and
/// `case` answers the one a value is, in a small store and past the size
/// where it is matched in switches of a piece.
@Suite(.serialized) struct ActionCaseRunTests {
    let generator = CodeGenerator()

    func program(_ yaml: String, file: String, main: String) async throws -> String {
        let result = SchemaLoader.load(text: yaml, file: file)
        let definition = try #require(result.definition, "\(result.diagnostics)")
        return try await SwiftCompiler().run(
            generator.generateStore(definition).sources(with: [
                "Reducer.swift": generator.generateReducerScaffold(definition),
                "main.swift": main,
            ]))
    }

    /// Names the nested `Case` and `case` live with: actions named `case`
    /// and `default` (keywords, escaped as the action enum escapes them) and
    /// a schema type `Case` that no action carries.
    @Test func eachActionNamesItsCaseWithoutItsPayload() async throws {
        let yaml = """
            store: Docket
            types:
              Case: {fields: {title: String}}
            state:
              open: {type: "[Case]", default: []}
            actions:
              tick:
              add: {amount: Int}
              case: {title: String}
              default:
            """
        let main = """
            import StoreRuntime
            func name<A: CaseNamedAction>(_ action: A) -> A.Case { action.case }
            let actions: [DocketAction] = [.tick, .add(amount: 3), .case(title: "x"), .default]
            print(actions.map { "\\(name($0))" }.joined(separator: " "))
            print(DocketAction.add(amount: 1).case == .add, DocketAction.add(amount: 1).case == .tick)
            print(Set(actions.map(\\.case)) == [.tick, .add, .case, .default], DocketState().open.map(\\.title))
            """
        let output = try await program(yaml, file: "Docket.store.yaml", main: main)
        #expect(output == "tick add case default\ntrue false\ntrue []\n")
    }

    /// Past `CaseMatching.largestSwitch` (256) cases, `case` matches in
    /// switches of a piece; the last case is what is left after them.
    @Test func aLargeActionEnumNamesEveryCase() async throws {
        let count = 300
        let actions = (0..<count).map { "  action\($0):" + ($0 % 3 == 0 ? " {value: Int}" : "") }
        let yaml = "store: Wide\nactions:\n" + actions.joined(separator: "\n") + "\n"
        let values = (0..<count).map { $0 % 3 == 0 ? ".action\($0)(value: \($0))" : ".action\($0)" }
        let main = """
            let actions: [WideAction] = [\(values.joined(separator: ", "))]
            let wrong = actions.enumerated().filter { "\\($0.element.case)" != "action\\($0.offset)" }
            print(actions.count, wrong.count)
            """
        let output = try await program(yaml, file: "Wide.store.yaml", main: main)
        #expect(output == "\(count) 0\n")
    }
}
