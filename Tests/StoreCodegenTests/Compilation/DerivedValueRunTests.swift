import StoreCodegen
import StoreSchema
import Testing

/// Derived values compiled into a program with StoreRuntime and run: each is
/// computed when the state is made or decoded, recomputed after an action
/// only when one of its inputs changed (in dependency order, a derived input
/// counting as changed only when its value did), never saved, and delivered
/// to subscriptions like a field. The app's functions count their calls.
@Suite(.serialized) struct DerivedValueRunTests {
    static let schema = """
        store: Sums
        persist: true
        state:
          a: {type: Int, default: 1}
          b: {type: Int, default: 2}
          note: {type: String, default: ""}
        actions:
          setA: {value: Int}
          swap:
          setNote: {text: String}
        derived:
          doubled: {type: Int, from: [sum], doc: Read before its input is declared.}
          sum: {type: Int, from: [a, b]}
        subscriptions:
          total: {select: [doubled]}
        """

    static let app = """
        nonisolated(unsafe) var calls: [String] = []
        /// Added to every sum: 0, except where a test makes `sum` impure.
        nonisolated(unsafe) var bias = 0

        extension SumsState: SumsReducer {
            mutating func setA(value: Int) { a = value }
            mutating func swap() { (a, b) = (b, a) }
            mutating func setNote(text: String) { note = text }
        }

        extension SumsState {
            static func doubled(sum: Int) -> Int {
                calls.append("doubled")
                return sum * 2
            }

            static func sum(a: Int, b: Int) -> Int {
                calls.append("sum")
                return a + b + bias
            }
        }
        """

    @Test func derivedValuesAreRecomputedOnlyWhenAnInputChanged() async throws {
        let result = SchemaLoader.load(text: Self.schema, file: "Sums.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        let main = """
            import Foundation
            import StoreRuntime
            func step(_ name: String, _ body: () throws -> Void) rethrows {
                calls = []
                try body()
                print(([name + ":"] + calls).joined(separator: " "))
            }
            var store: SumsStore!
            step("init") { store = SumsStore() }
            print(store.state.sum, store.state.doubled)
            let totals = Box()
            let token = store.subscribeSynchronously(fields: [.doubled], select: { $0.doubled }) { \
            totals.values.append($0) }
            step("note") { store.dispatch(.setNote(text: "n")) }
            step("setA") { store.dispatch(.setA(value: 5)) }
            step("swap") { store.dispatch(.swap) }
            step("setA again") { store.dispatch(.setA(value: 3)) }
            print(store.state.sum, store.state.doubled, totals.values)
            token.cancel()

            let data = try JSONEncoder().encode(store.state)
            print(String(decoding: data, as: UTF8.self).contains("sum"))
            try step("decode") {
                let decoded = try JSONDecoder().decode(SumsState.self, from: Data(#"{"a": 10, "b": 20}"#.utf8))
                print(decoded.sum, decoded.doubled)
            }
            print(SumsState.fieldNames, SumsState.Field.sum.index)

            // Equality covers derived values: with an impure function, equal
            // fields can hold different sums, and the states differ.
            let plain = SumsState()
            bias = 1
            let biased = SumsState()
            print(plain == biased, plain.a == biased.a && plain.b == biased.b && plain.note == biased.note, biased.sum)

            final class Box: @unchecked Sendable { var values: [Int] = [] }
            """
        let output = try await SwiftCompiler().run(
            CodeGenerator().generateStore(definition).sources(with: [
                "SumsReducer.swift": Self.app,
                "main.swift": main,
            ]))
        // init: `sum` first, whatever the schema order. note: no input changed.
        // swap: `sum` recomputed to the same value, so `doubled` is not.
        // Decoding computes them from what was read (once with the defaults,
        // once after reading).
        #expect(
            output == """
                init: sum doubled
                3 6
                note:
                setA: sum doubled
                swap: sum
                setA again: sum doubled
                8 16 [6, 14, 16]
                false
                30 60
                decode: sum doubled sum doubled
                ["a", "b", "note", "doubled", "sum"] 4
                false true 4

                """)
    }

    /// A store with derived values embedded as a module: the parent's
    /// `reduce` keeps the embedded state's derived values up to date, and a
    /// parent derived value may read the module.
    @Test func anEmbeddedStateKeepsItsDerivedValuesUpToDate() async throws {
        let tally = SchemaLoader.load(
            text: """
                store: Tally
                state: {n: {type: Int, default: 0}, unrelated: {type: Int, default: 0}}
                actions: {add: , touch: }
                derived: {squared: {type: Int, from: [n]}}
                """, file: "Tally.store.yaml")
        let board = SchemaLoader.load(
            text: """
                store: Board
                state: {title: {type: String, default: t}}
                actions: {rename: {title: String}}
                modules: {tally: {store: Tally}}
                derived: {label: {type: String, from: [title, tally]}}
                """, file: "Board.store.yaml")
        let tallyDefinition = try #require(tally.definition, "\(tally.diagnostics)")
        let boardDefinition = try #require(board.definition, "\(board.diagnostics)")
        let app = """
            nonisolated(unsafe) var calls: [String] = []
            extension TallyState: TallyReducer {
                mutating func add() { n += 1 }
                mutating func touch() { unrelated += 1 }
            }
            extension TallyState {
                static func squared(n: Int) -> Int { calls.append("squared"); return n * n }
            }
            extension BoardState: BoardReducer {
                mutating func rename(title: String) { self.title = title }
            }
            extension BoardState {
                static func label(title: String, tally: TallyState) -> String {
                    calls.append("label")
                    return "\\(title):\\(tally.squared)"
                }
            }
            """
        let main = """
            let store = BoardStore()
            for action in [BoardAction.tally(.add), .tally(.add), .tally(.touch), .rename(title: "u")] {
                calls = []
                store.dispatch(action)
                print(calls.joined(separator: " "), store.state.tally.squared, store.state.label)
            }
            """
        var sources = CodeGenerator().generateStore(tallyDefinition).sources
        sources.merge(CodeGenerator().generateStore(boardDefinition).sources) { _, new in new }
        let output = try await SwiftCompiler().run(
            sources.merging(["App.swift": app, "main.swift": main]) { _, new in new })
        // `touch` changes the embedded state but not `n`: `squared` is not
        // recomputed; `label` reads the whole module, so it is.
        #expect(
            output == """
                squared label 1 t:1
                squared label 4 t:4
                label 4 t:4
                label 4 u:4

                """)
    }

    /// A state of 64 members or fewer (no write tracking) whose handler
    /// assigns a whole new state: the initializer already computed the new
    /// `total`, so recomputing from the changed inputs finds it up to date,
    /// yet it changed. Its subscribers hear it, on the store of the state and
    /// on a store scoped to it as a parent's module (when the generated
    /// `changedFields` does not compare derived values, the store's does not).
    @Test func aWholeNewStateOfASmallStateReportsItsDerivedValue() async throws {
        let sheet = SchemaLoader.load(
            text: """
                store: Sheet
                state: {a: {type: Int, default: 0}, b: {type: Int, default: 0}}
                derived: {total: {type: Int, from: [a, b]}}
                actions: {setA: {value: Int}, replace: {a: Int}}
                """, file: "Sheet.store.yaml")
        let desk = SchemaLoader.load(
            text: "store: Desk\nmodules: {sheet: {store: Sheet}}\n", file: "Desk.store.yaml")
        let app = """
            extension SheetState: SheetReducer {
                mutating func setA(value: Int) { a = value }
                mutating func replace(a: Int) { self = SheetState(a: a, b: b) }
            }
            extension SheetState {
                static func total(a: Int, b: Int) -> Int { a + b }
            }
            extension DeskState: DeskReducer {}
            """
        let main = """
            let store = SheetStore()
            let desk = DeskStore()
            let tokens = [
                store.subscribeSynchronously(fields: [.total], select: \\.total) { print("store", $0) },
                desk.sheet.subscribeSynchronously(fields: [.total], select: \\.total) { print("module", $0) },
            ]
            for action in [SheetAction.setA(value: 5), .replace(a: 9), .replace(a: 9)] {
                store.dispatch(action)
                desk.dispatch(.sheet(action))
            }
            withExtendedLifetime(tokens) {}
            """
        var sources = CodeGenerator().generateStore(try #require(sheet.definition, "\(sheet.diagnostics)")).sources
        sources.merge(CodeGenerator().generateStore(try #require(desk.definition, "\(desk.diagnostics)")).sources) {
            _, new in new
        }
        #expect(!sources.values.contains { $0.contains("WriteTrackedState") }, "the small path")
        let output = try await SwiftCompiler().run(
            sources.merging(["App.swift": app, "main.swift": main]) { _, new in new })
        #expect(output == "store 0\nmodule 0\nstore 5\nmodule 5\nstore 9\nmodule 9\n")
    }

    /// The app's reducer, in a file of its own, cannot write a derived value;
    /// and the compiler asks for a function the app has not written, as a
    /// missing requirement of `<Store>Derivations`.
    @Test func theAppCannotWriteADerivedValueAndIsAskedForEachFunction() async throws {
        let result = SchemaLoader.load(text: Self.schema, file: "Sums.store.yaml")
        let definition = try #require(result.definition, "\(result.diagnostics)")
        let writes = Self.app.replacingOccurrences(
            of: "mutating func swap() { (a, b) = (b, a) }", with: "mutating func swap() { sum = 0 }")
        let written = try await SwiftCompiler().diagnostics(
            CodeGenerator().generateStore(definition).sources(with: [
                "SumsReducer.swift": writes
            ]))
        #expect(
            written.contains("SumsReducer.swift:7:28: error: cannot assign to property: 'sum' setter is inaccessible"),
            "\(written)")

        let withoutSum = Self.app.replacingOccurrences(
            of: "static func sum(a: Int, b: Int)", with: "static func total(a: Int, b: Int)")
        let missing = try await SwiftCompiler().diagnostics(
            CodeGenerator().generateStore(definition).sources(with: [
                "SumsReducer.swift": withoutSum
            ]))
        #expect(
            missing.contains("error: type 'SumsState' does not conform to protocol 'SumsDerivations'"), "\(missing)")
        #expect(
            missing.contains("note: protocol requires function 'sum(a:b:)' with type '(Int, Int) -> Int'"), "\(missing)"
        )
    }
}
