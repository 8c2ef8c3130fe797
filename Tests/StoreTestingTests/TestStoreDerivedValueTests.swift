import StoreRuntime
import StoreTesting
import Testing

/// A state with a derived value (`total`, from `prices`), shaped like a
/// generated one; `skipsIncrementalUpdates` makes it miss every update an
/// action asks for, as a broken change tracking would.
struct Basket: DerivedState, ReducibleState {
    enum Action: Sendable {
        case add(price: Int)
        case annotate(String)
    }

    var prices: [Int] = []
    var note = ""
    var skipsIncrementalUpdates = false
    private(set) var total = 0

    mutating func reduce(_ action: Action) {
        switch action {
        case .add(let price): prices.append(price)
        case .annotate(let text): note = text
        }
    }

    static func changedFields(from old: Basket, to new: Basket) -> FieldSet {
        var changed = FieldSet()
        if old.prices != new.prices { changed.insert(0) }
        if old.note != new.note { changed.insert(1) }
        return changed
    }

    @discardableResult
    mutating func updateDerivedValues(changed: FieldSet) -> FieldSet {
        guard changed.contains(0), changed.isAll || !skipsIncrementalUpdates else { return [] }
        let value = prices.reduce(0, +)
        guard value != total else { return [] }
        total = value
        return [2]
    }
}

/// The test store brings derived values up to date after each action the way
/// the app's store does (only those whose inputs changed), and recomputes all
/// of them in the expected state, whose closure sets only fields: so tests
/// assert fields, derived values follow, and an update that missed one shows.
@Suite struct TestStoreDerivedValueTests {
    @Test func theExpectationSetsFieldsAndTheDerivedValuesFollow() {
        let store = TestStore(initialState: Basket())

        store.send(.add(price: 2)) { $0.prices = [2] }
        store.send(.add(price: 3)) { $0.prices.append(3) }
        store.send(.annotate("gift")) { $0.note = "gift" }

        #expect(store.state.total == 5)
    }

    @Test func aDerivedValueTheActionDidNotUpdateIsADifference() {
        let store = TestStore(initialState: Basket(skipsIncrementalUpdates: true))

        withKnownIssue {
            store.send(.add(price: 2)) { $0.prices = [2] }
        } matching: { issue in
            message(of: issue) == """
                send(.add(price: 2)): the state differs from the expected state:
                  (-expected +actual)
                    Basket(
                      prices: […],
                      note: "",
                      skipsIncrementalUpdates: true,
                  -   total: 2
                  +   total: 0
                    )
                """
        }
    }
}
