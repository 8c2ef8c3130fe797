import StoreCodegen
import Testing

/// Files an earlier storegen wrote (before format 11) called one `deliver`
/// for props and events; they must keep compiling until they are
/// regenerated, with a deprecation warning that names the new entry point.
@Suite struct EarlierEntryPointCompileTests {
    /// Every `deliver` overload an earlier generated subscription called,
    /// against today's generated Counter store.
    static let earlierCalls = """
        import StoreRuntime

        extension Store where State == CounterState, Action == CounterAction {
            func earlierSubscriptions<Owner: AnyObject & Sendable>(owner: Owner, delivery: BackgroundDelivery) \
        -> [SubscriptionToken] {
                [
                    deliver(CounterDisplayProps.self, to: { _ in }),
                    deliver(CounterDisplayProps.self, on: delivery, to: { _ in }),
                    deliver(CounterDisplayProps.self, to: owner, { _, _ in }),
                    deliver(CounterDisplayProps.self, on: delivery, to: owner, { _, _ in }),
                    deliver(CounterAuditEvent.self, to: { _ in }),
                    deliver(CounterAuditEvent.self, on: delivery, to: { _ in }),
                ]
            }
        }
        """

    @Test func earlierDeliverCallsCompileWithADeprecationNamingTheNewEntryPoint() async throws {
        let generator = CodeGenerator()
        let files = generator.generateStore(ReferenceSchema.counter.definition).sources(with: [
            "CounterReducer.swift": generator.generateReducerScaffold(ReferenceSchema.counter.definition),
            "Earlier.swift": Self.earlierCalls,
        ])
        let output = try await SwiftCompiler().typecheck(files, extraArguments: ["-Wwarning", "DeprecatedDeclaration"])
        let warnings = output.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("Earlier.swift") }
        #expect(warnings.filter { $0.contains("renamed to 'deliverProps(") }.count == 4)
        #expect(warnings.filter { $0.contains("renamed to 'deliverEvents(") }.count == 2)
    }
}
