import StoreCodegen
import StoreSchema
import Testing

/// Generated write tracking, compiled into a program with StoreRuntime and
/// run: a store compares only the members an action wrote, so what it
/// reports changed must still be exact whatever the handler did. Each
/// action's changed members (as middleware sees them) and the state after
/// it are printed: the second checks that the store's other copy of the
/// state, brought up to date by copying only what was written, never loses
/// a write. The same store of 64 members or fewer, which compares every
/// member instead of tracking writes, must report exactly the same.
@Suite(.serialized) struct WriteTrackingRunTests {
    static let tally = """
        store: Tally
        state: {n: {type: Int, default: 0}}
        actions: {add: }
        """

    /// Fields no action writes, so that the state has more members than
    /// `ChangeTrackingTranslation.writeTrackingThreshold` and records its writes.
    static let padding = (0..<64).map { "  p\($0): {type: Int, default: 0}" }.joined(separator: "\n")

    /// With `padding`, more than 64 members (write tracking); without, 6.
    static func sheet(padding: String) -> String {
        """
        store: Sheet
        types:
          Place:
            fields:
              x: {type: Int, default: 0}
              name: {type: String, default: ""}
        state:
          a: {type: Int, default: 0}
          b: {type: Int, default: 0}
          place: {type: Place, default: {}}
          tags: {type: "[String]", default: []}
        \(padding)
        derived:
          total: {type: Int, from: [a, b]}
        modules: {tally: {store: Tally}}
        actions:
          setA: {value: Int}
          setB: {value: Int}
          rename: {name: String}
          tag: {tag: String}
          bumpThenRestore:
          restoreCopy:
          replace: {a: Int}
          remember:
          recall:
          stash: {a: Int}
          unstash:
        """
    }

    static let app = """
        extension TallyState: TallyReducer {
            mutating func add() { n += 1 }
        }

        /// A state kept from an earlier action, as a handler might keep one
        /// (for undo) in its own storage.
        nonisolated(unsafe) var remembered: SheetState?
        nonisolated(unsafe) var stashed: SheetState?

        extension SheetState: SheetReducer {
            mutating func setA(value: Int) { a = value }
            mutating func setB(value: Int) { b = value }
            /// A write through a nested value.
            mutating func rename(name: String) { place.name = name }
            /// A mutating call on a field.
            mutating func tag(tag: String) { tags.append(tag) }
            /// Writes, then writes the old value back: no change.
            mutating func bumpThenRestore() {
                a += 1
                a -= 1
            }
            /// Writes into a copy of itself taken first, then assigns the copy
            /// back over the written state: no change.
            mutating func restoreCopy() {
                let saved = self
                b += 100
                place.x = 7
                self = saved
            }
            /// Assigns a whole state made elsewhere.
            mutating func replace(a: Int) { self = SheetState(a: a, b: b, tally: tally) }
            mutating func remember() { remembered = self }
            /// Assigns a state kept from an earlier action.
            mutating func recall() { self = remembered! }
            /// Keeps a state in the middle of the handler: its `total` is
            /// the one before the write, out of date with its `a`.
            mutating func stash(a: Int) {
                self.a = a
                stashed = self
            }
            /// Assigns that state: `total` must be brought up to date
            /// although `a` is the store's already.
            mutating func unstash() { self = stashed! }
        }

        extension SheetState {
            static func total(a: Int, b: Int) -> Int { a + b }
        }
        """

    static let main = """
        import StoreRuntime

        let names = SheetState.fieldNames
        let store = SheetStore(middleware: [Middleware(after: { action, _, _, changed in
            print("\\(action):", changed.indices.map { names[$0] })
        })])
        func show() {
            let state = store.state
            print("  a=\\(state.a) b=\\(state.b) x=\\(state.place.x) name=\\(state.place.name) \
        tags=\\(state.tags) n=\\(state.tally.n) total=\\(state.total)")
        }
        let actions: [SheetAction] = [
            .setA(value: 1), .setA(value: 1), .setB(value: 2), .rename(name: "desk"), .tag(tag: "t"),
            .tally(.add), .bumpThenRestore, .restoreCopy, .remember, .setA(value: 5), .setB(value: 6),
            .replace(a: 5), .replace(a: 9), .recall, .setA(value: 3), .stash(a: 4), .unstash,
        ]
        for action in actions {
            store.dispatch(action)
            show()
        }
        // Whole states compared by value, as `==` and tests compare them.
        var other = store.state
        other.b = 7
        print("equal:", store.state == store.state, store.state == other,
              SheetState.changedFields(from: store.state, to: other).indices.map { names[$0] })
        """

    /// Tracking writes in the six parts and in a large schema's layout
    /// (whose state is apart from its types and coding), and not tracking.
    @Test(arguments: [(true, NamingPolicy.FileLayout.parts), (true, .largeParts), (false, .parts)])
    func changesAreExactWhateverTheHandlersWrote(tracksWrites: Bool, layout: NamingPolicy.FileLayout) async throws {
        let tally = try #require(SchemaLoader.load(text: Self.tally, file: "Tally.store.yaml").definition)
        let sheetResult = SchemaLoader.load(
            text: Self.sheet(padding: tracksWrites ? Self.padding : ""), file: "Sheet.store.yaml")
        let sheet = try #require(sheetResult.definition, "\(sheetResult.diagnostics)")
        var sources = CodeGenerator().generateStore(tally).sources
        sources.merge(CodeGenerator().generateStore(sheet, layout: layout).sources) { _, new in new }
        #expect(sources["Sheet.State.generated.swift"]?.contains("WriteTrackedState") == tracksWrites)
        let output = try await SwiftCompiler().run(
            sources.merging(["App.swift": Self.app, "main.swift": Self.main]) { _, new in new })
        // (i) one field written: that field (and the derived value reading
        // it); (ii) the same value written again: nothing; (iv) a nested
        // value, a mutating call, a module: the top-level member holding it;
        // (v) written then restored, in place or through a copy: nothing;
        // (iii) a whole state assigned: exactly the members that differ,
        // also when it was kept from an earlier action (`recall` brings back
        // a = 1, b = 2 over a = 9, b = 6) and when it was kept in the middle
        // of one (`unstash` brings back a = 4 with the total of a = 3: the
        // store recomputes it, and reports nothing, since nothing differs);
        // (vi) whole states compared by value (`==`, `changedFields(from:to:)`):
        // the members that differ.
        #expect(
            output == """
                setA(value: 1): ["a", "total"]
                  a=1 b=0 x=0 name= tags=[] n=0 total=1
                setA(value: 1): []
                  a=1 b=0 x=0 name= tags=[] n=0 total=1
                setB(value: 2): ["b", "total"]
                  a=1 b=2 x=0 name= tags=[] n=0 total=3
                rename(name: "desk"): ["place"]
                  a=1 b=2 x=0 name=desk tags=[] n=0 total=3
                tag(tag: "t"): ["tags"]
                  a=1 b=2 x=0 name=desk tags=["t"] n=0 total=3
                tally(Program.TallyAction.add): ["tally"]
                  a=1 b=2 x=0 name=desk tags=["t"] n=1 total=3
                bumpThenRestore: []
                  a=1 b=2 x=0 name=desk tags=["t"] n=1 total=3
                restoreCopy: []
                  a=1 b=2 x=0 name=desk tags=["t"] n=1 total=3
                remember: []
                  a=1 b=2 x=0 name=desk tags=["t"] n=1 total=3
                setA(value: 5): ["a", "total"]
                  a=5 b=2 x=0 name=desk tags=["t"] n=1 total=7
                setB(value: 6): ["b", "total"]
                  a=5 b=6 x=0 name=desk tags=["t"] n=1 total=11
                replace(a: 5): ["place", "tags"]
                  a=5 b=6 x=0 name= tags=[] n=1 total=11
                replace(a: 9): ["a", "total"]
                  a=9 b=6 x=0 name= tags=[] n=1 total=15
                recall: ["a", "b", "place", "tags", "total"]
                  a=1 b=2 x=0 name=desk tags=["t"] n=1 total=3
                setA(value: 3): ["a", "total"]
                  a=3 b=2 x=0 name=desk tags=["t"] n=1 total=5
                stash(a: 4): ["a", "total"]
                  a=4 b=2 x=0 name=desk tags=["t"] n=1 total=6
                unstash: []
                  a=4 b=2 x=0 name=desk tags=["t"] n=1 total=6
                equal: true false ["b"]

                """)
    }
}
