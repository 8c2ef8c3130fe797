import StoreCodegen
import StoreSchema
import Testing

/// The count figure of derived values (Docs/Runtime.md): with 100 fields,
/// 100 derived values (value `i` reads fields `i` and `i + 1`, wrapping) and
/// 1,000 subscriptions (ten on each derived value), a dispatch that changes
/// one field recomputes exactly the two derived values that read it and runs
/// exactly the twenty selectors on those two. Counted, not timed: the app's
/// functions and the selectors count their calls. The same store without
/// change tracking recomputes all 100 and runs all 1,000, which is what the
/// tracking saves.
@Suite struct DerivedRecomputationCountTests {
    static let size = 100
    static let subscriptionsPerValue = 10

    static var schema: String {
        let next = { (index: Int) in (index + 1) % size }
        return """
            store: Grid
            state:
            \((0..<size).map { "  f\($0): {type: Int, default: 0}" }.joined(separator: "\n"))
            actions:
              bump: {index: Int}
            derived:
            \((0..<size).map { "  d\($0): {type: Int, from: [f\($0), f\(next($0))]}" }.joined(separator: "\n"))
            """
    }

    /// The derivation of `d<index>` from `f<index>` and `f<next>`, counting its calls.
    static func derivation(_ index: Int, _ next: Int) -> String {
        "    static func d\(index)(f\(index): Int, f\(next): Int) -> Int { "
            + "recomputed += 1; return f\(index) + f\(next) }"
    }

    static var app: String {
        let next = { (index: Int) in (index + 1) % size }
        return """
            nonisolated(unsafe) var recomputed = 0

            extension GridState: GridReducer {
                mutating func bump(index: Int) {
                    switch index {
            \((0..<size).map { "        case \($0): f\($0) += 1" }.joined(separator: "\n"))
                    default: break
                    }
                }
            }

            extension GridState {
            \((0..<size).map { derivation($0, next($0)) }.joined(separator: "\n"))
            }
            """
    }

    @Test func aDispatchRecomputesOnlyTheDerivedValuesThatReadTheChangedField() async throws {
        let result = SchemaLoader.load(text: Self.schema, file: "Grid.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        let main = """
            import StoreRuntime
            final class Counter: @unchecked Sendable { var selectors = 0 }

            func measure(_ name: String, _ store: GridStore) {
                let counter = Counter()
                var tokens: [SubscriptionToken] = []
                for value in 0..<\(Self.size) {
                    let field = GridState.Field(index: GridState.fieldNames.firstIndex(of: "d\\(value)")!)
                    for _ in 0..<\(Self.subscriptionsPerValue) {
                        tokens.append(store.subscribeSynchronously(fields: [field], select: { _ in
                            counter.selectors += 1
                            return value
                        }) { _ in })
                    }
                }
                recomputed = 0
                counter.selectors = 0
                store.dispatch(.bump(index: 7))
                print("\\(name): \\(tokens.count) subscriptions; bump(f7) recomputed \\(recomputed) of \
            \\(\(Self.size)) derived values and ran \\(counter.selectors) selectors; d6 = \
            \\(store.state.d6), d7 = \\(store.state.d7), d8 = \\(store.state.d8)")
            }

            measure("tracked", GridStore())
            measure("untracked", GridStore(initialState: GridState(), changes: nil) { $0.reduce($1) })
            """
        let output = try await SwiftCompiler().run(
            CodeGenerator().generateStore(definition).sources(with: [
                "GridReducer.swift": Self.app,
                "main.swift": main,
            ]))
        #expect(
            output == """
                tracked: 1000 subscriptions; bump(f7) recomputed 2 of 100 derived values and ran 20 selectors; \
                d6 = 1, d7 = 1, d8 = 0
                untracked: 1000 subscriptions; bump(f7) recomputed 100 of 100 derived values and ran 1000 \
                selectors; d6 = 1, d7 = 1, d8 = 0

                """)
    }
}
