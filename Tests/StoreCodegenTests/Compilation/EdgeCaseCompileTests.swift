import StoreCodegen
import StoreSchema
import Testing

/// Unusual but valid schemas still generate warning-free code.
@Suite(.serialized) struct EdgeCaseCompileTests {
    private static func at(_ line: Int) -> StoreSchema.SourceLocation {
        StoreSchema.SourceLocation(file: "Edge.store.yaml", line: line, column: 3)
    }

    private func compile(_ definition: StoreDefinition) throws {
        let generator = CodeGenerator()
        try SwiftCompiler().typecheck([
            "Store.swift": generator.generateStore(definition),
            "Reducer.swift": generator.generateReducerScaffold(definition),
        ])
    }

    @Test func storeWithNothingButItsName() throws {
        try compile(StoreDefinition(name: "Empty", file: "Empty.store.yaml"))
    }

    @Test func persistedStoreThatSavesNoField() throws {
        try compile(StoreDefinition(
            name: "Scratch", persist: true,
            state: [Field(name: "text", type: .named("String"), defaultValue: .string(""), persist: false, location: Self.at(2))],
            actions: [Action(name: "clear", location: Self.at(4))],
            file: "Scratch.store.yaml"))
    }

    @Test func actionSubscriptionOfEveryActionAndRequiredFields() throws {
        try compile(StoreDefinition(
            name: "Log", access: .package,
            state: [
                Field(name: "lines", type: .array(.named("String")), location: Self.at(2)),
                Field(name: "limit", type: .optional(.named("Int")), defaultValue: .integer("5"), location: Self.at(3)),
            ],
            actions: [
                Action(name: "append", params: [Field(name: "line", type: .named("String"), location: Self.at(5))], location: Self.at(5)),
                Action(name: "clear", location: Self.at(6)),
            ],
            subscriptions: [
                Subscription(name: "all", kind: .actions(names: ["append", "clear"], delivery: .background), location: Self.at(8)),
                Subscription(name: "lines", kind: .state(fields: ["lines"], delivery: .background), location: Self.at(9)),
            ],
            file: "Log.store.yaml"))
    }

    /// Past about 600 cases Swift cannot check a switch for exhaustiveness,
    /// so large action enums must still compile.
    @Test func sevenHundredActions() throws {
        let actions = (0..<700).map { index in
            Action(
                name: "action\(index)",
                params: [Field(name: "value", type: .named("Int"), location: Self.at(index + 3))],
                location: Self.at(index + 3))
        }
        try compile(StoreDefinition(
            name: "Large",
            state: [Field(name: "total", type: .named("Int"), defaultValue: .integer("0"), location: Self.at(2))],
            actions: actions,
            subscriptions: [
                Subscription(
                    name: "most", kind: .actions(names: actions.dropLast(20).map(\.name), delivery: .main),
                    location: Self.at(800)),
            ],
            file: "Large.store.yaml"))
    }
}
