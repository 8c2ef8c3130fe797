import StoreRuntime
import Testing

/// The store compares states through `changedFields(inPlace:_:)`, which
/// generated states implement; a hand-written state's pointer version, or
/// its by-value one, is what the defaults reach.
@Suite struct InPlaceComparisonTests {
    /// Says only that `b` changed, whatever changed: a subscriber of `b`
    /// runs on every dispatch only if the store called this version.
    /// The states below: dispatches bump `a`; subscribers read `b`.
    protocol TwoFields: TrackedState {
        init()
        var a: Int { get set }
        var b: Int { get }
    }

    struct InPlaceState: TwoFields {
        var a = 0
        var b = 0

        static func changedFields(from old: Self, to new: Self) -> FieldSet {
            old == new ? [] : [0]
        }

        static func changedFields(inPlace old: inout Self, _ new: inout Self) -> FieldSet {
            [1]
        }
    }

    /// The same through the pointer version, as a hand-written state of
    /// 0.1.0 implements it.
    struct PointerState: TwoFields {
        var a = 0
        var b = 0

        static func changedFields(from old: Self, to new: Self) -> FieldSet {
            old == new ? [] : [0]
        }

        static func changedFields(from old: UnsafePointer<Self>, to new: UnsafePointer<Self>) -> FieldSet {
            [1]
        }
    }

    /// Records its writes, but implements none of the comparisons or copies
    /// of the fields named: the defaults compare and copy the whole state.
    struct WholeState: WriteTrackedState {
        var a = 0 { didSet { _writes.insert(0) } }
        var b = 0 { didSet { _writes.insert(1) } }
        var _writes = StateWrites()

        static let fieldNames = ["a", "b"]

        static func changedFields(from old: Self, to new: Self) -> FieldSet {
            var changed = FieldSet()
            if old.a != new.a { changed.insert(0) }
            if old.b != new.b { changed.insert(1) }
            return changed
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }
    }

    enum Bump: Sendable { case a }

    /// How many times a subscription of `b` selected for three dispatches
    /// that change only `a`: each field the store is told changed runs its
    /// subscribers' selectors.
    private func runsOfB<State: TwoFields>(_: State.Type) -> Int {
        let store = Store<State, Bump>(initialState: State()) { state, _ in state.a += 1 }
        let runs = Counter()
        let token = store.subscribeSynchronously(
            fields: [StateField(index: 1)],
            select: { state -> Int in
                runs.increment()
                return state.b
            }
        ) { _ in }
        for _ in 0..<3 { store.dispatch(.a) }
        token.cancel()
        return runs.value
    }

    @Test func theStoreCallsTheInPlaceComparisons() {
        #expect(runsOfB(InPlaceState.self) == 4, "the first value, then every dispatch")
    }

    @Test func aHandWrittenPointerVersionIsWhatTheDefaultCalls() {
        #expect(runsOfB(PointerState.self) == 4, "the first value, then every dispatch")
    }

    @Test func writeTrackingWithoutItsOwnComparisonsAndCopiesStaysExact() {
        let store = Store<WholeState, Bump>(initialState: WholeState()) { state, _ in state.a += 1 }
        let seenA = Recorder<Int>()
        let bRuns = Counter()
        let tokenA = store.subscribeSynchronously(fields: [StateField(index: 0)], select: \.a) { seenA.append($0) }
        let tokenB = store.subscribeSynchronously(
            fields: [StateField(index: 1)],
            select: { state -> Int in
                bRuns.increment()
                return state.b
            }
        ) { _ in }
        for _ in 0..<3 { store.dispatch(.a) }
        #expect(seenA.values == [0, 1, 2, 3])
        #expect(bRuns.value == 1, "only the first value: `b` never changed")
        #expect(store.state.a == 3)
        tokenA.cancel()
        tokenB.cancel()
    }

    @Test func theDefaultsCompareAndCopyTheStatesTheyAreGiven() {
        var old = WholeState()
        var new = WholeState()
        new.b = 5
        #expect(WholeState.changedFields(inPlace: &old, &new) == [1])
        #expect(WholeState.changedFields(among: [0, 1], inPlace: &old, &new) == [1])
        #expect(WholeState.changedFields(among: [0], inPlace: &old, &new) == [])
        WholeState.copyFields([1], inPlaceFrom: &new, to: &old)
        #expect(old.b == 5)
    }
}
