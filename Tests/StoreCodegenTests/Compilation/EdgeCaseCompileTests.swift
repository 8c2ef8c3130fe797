import StoreCodegen
import StoreSchema
import Testing

/// Unusual but valid schemas still generate warning-free code.
@Suite(.serialized) struct EdgeCaseCompileTests {
    private static func at(_ line: Int) -> StoreSchema.SourceLocation {
        StoreSchema.SourceLocation(file: "Edge.store.yaml", line: line, column: 3)
    }

    private func compile(_ definition: StoreDefinition) async throws {
        let generator = CodeGenerator()
        try await SwiftCompiler().typecheck(
            generator.generateStore(definition).sources(with: [
                "Reducer.swift": generator.generateReducerScaffold(definition)
            ]))
    }

    @Test func storeWithNothingButItsName() async throws {
        try await compile(StoreDefinition(name: "Empty", file: "Empty.store.yaml"))
    }

    @Test func persistedStoreThatSavesNoField() async throws {
        try await compile(
            StoreDefinition(
                name: "Scratch", persist: true,
                state: [
                    Field(
                        name: "text", type: .named("String"), defaultValue: .string(""), persist: false,
                        location: Self.at(2))
                ],
                actions: [Action(name: "clear", location: Self.at(4))],
                file: "Scratch.store.yaml"))
    }

    @Test func actionSubscriptionOfEveryActionAndRequiredFields() async throws {
        try await compile(
            StoreDefinition(
                name: "Log", access: .package,
                state: [
                    Field(name: "lines", type: .array(.named("String")), location: Self.at(2)),
                    Field(
                        name: "limit", type: .optional(.named("Int")), defaultValue: .integer("5"), location: Self.at(3)
                    ),
                ],
                actions: [
                    Action(
                        name: "append", params: [Field(name: "line", type: .named("String"), location: Self.at(5))],
                        location: Self.at(5)),
                    Action(name: "clear", location: Self.at(6)),
                ],
                subscriptions: [
                    Subscription(
                        name: "all", kind: .actions(names: ["append", "clear"], delivery: .background),
                        location: Self.at(8)),
                    Subscription(
                        name: "lines", kind: .state(fields: ["lines"], delivery: .background), location: Self.at(9)),
                ],
                file: "Log.store.yaml"))
    }

    /// Past about 600 cases Swift cannot check a switch for exhaustiveness,
    /// so large action enums must still compile.
    @Test func sevenHundredActions() async throws {
        let actions = (0..<700).map { index in
            Action(
                name: "action\(index)",
                params: [Field(name: "value", type: .named("Int"), location: Self.at(index + 3))],
                location: Self.at(index + 3))
        }
        try await compile(
            StoreDefinition(
                name: "Large",
                state: [Field(name: "total", type: .named("Int"), defaultValue: .integer("0"), location: Self.at(2))],
                actions: actions,
                subscriptions: [
                    Subscription(
                        name: "most", kind: .actions(names: actions.dropLast(20).map(\.name), delivery: .main),
                        location: Self.at(800))
                ],
                file: "Large.store.yaml"))
    }

    /// Past 256 actions the reducer matches them in switches of a piece;
    /// one returning effects (or holding modules, which makes it effectful)
    /// must still end in a return Swift accepts (it asked for one: "missing
    /// return in instance method expected to return 'Effect<…>'").
    @Test func threeHundredActionsWithEffects() async throws {
        let actions = (0..<300).map { index in
            Action(name: "action\(index)", startsEffects: index % 2 == 0, location: Self.at(index + 3))
        }
        try await compile(
            StoreDefinition(
                name: "Busy",
                state: [Field(name: "total", type: .named("Int"), defaultValue: .integer("0"), location: Self.at(2))],
                actions: actions,
                file: "Busy.store.yaml"))
    }

    /// Swift gives default values to at most 1,024 parameters of one
    /// function; past that their symbols clash when the code is emitted. A
    /// larger state's initializer takes only its fields without a default.
    @Test func stateOfMoreFieldsThanSwiftGivesDefaultValuesBuilds() async throws {
        let fields = (0..<1_100).map { index in
            Field(
                name: "field\(index)", type: .named("Int"), defaultValue: .integer("\(index)"),
                location: Self.at(index + 3))
        }
        let definition = StoreDefinition(
            name: "Wide",
            state: [Field(name: "title", type: .named("String"), location: Self.at(2))] + fields,
            actions: [
                Action(
                    name: "rename", params: [Field(name: "title", type: .named("String"), location: Self.at(1_200))],
                    location: Self.at(1_200))
            ],
            file: "Wide.store.yaml")
        let generator = CodeGenerator()
        try await SwiftCompiler().compileToObject(
            generator.generateStore(definition).sources(with: [
                "Reducer.swift": generator.generateReducerScaffold(definition),
                "Use.swift": "let wide = WideState(title: \"a\")\nlet fields = (wide.title, wide.field1099)\n",
            ]))
    }

    /// `reduce(_ action:)` names its parameter `action`: a handler of that
    /// name is called through `self` (found by the generative test).
    @Test func actionNamedAction() async throws {
        try await compile(
            StoreDefinition(
                name: "Log",
                state: [Field(name: "count", type: .named("Int"), defaultValue: .integer("0"), location: Self.at(2))],
                actions: [
                    Action(
                        name: "action", params: [Field(name: "none", type: .named("Int"), location: Self.at(4))],
                        location: Self.at(4)),
                    Action(name: "reset", location: Self.at(5)),
                ],
                subscriptions: [
                    Subscription(name: "log", kind: .actions(names: ["action"], delivery: .main), location: Self.at(7))
                ],
                file: "Log.store.yaml"))
    }
}
