import StoreRuntime
import Testing

/// A store keeps a `DerivedState`'s derived values up to date: recomputed
/// only when an input changed, reported as changed only when their value
/// did, with or without change tracking.
@Suite struct DerivedStateTests {
    @Test func aDispatchRecomputesOnlyWhenAnInputChangedAndReportsOnlyRealChanges() {
        let changes = Recorder<String>()
        let store = Store<BasketState, BasketState.Action>(
            initialState: BasketState(prices: [2]),
            middleware: [
                Middleware(after: { action, _, new, changed in
                    changes.append("\(action) -> \(changed), total \(new.total), recomputed \(new.recomputations)")
                })
            ])
        let totals = Recorder<Int>()
        let token = store.subscribeSynchronously(fields: [StateField(index: 2)], select: \.total) { totals.append($0) }

        store.dispatch(.annotate("gift"))
        store.dispatch(.add(price: 3))
        store.dispatch(.reprice(5))
        store.dispatch(.reprice(5))
        token.cancel()

        #expect(
            changes.values == [
                "annotate(\"gift\") -> [1], total 2, recomputed 0",
                "add(price: 3) -> [0, 2], total 5, recomputed 1",
                "reprice(5) -> [0, 2], total 10, recomputed 2",
                "reprice(5) -> [], total 10, recomputed 2",
            ])
        #expect(totals.values == [2, 5, 10])
    }

    @Test func aStoreWithoutTrackingRecomputesEveryDerivedValueAfterEachAction() {
        let store = Store<BasketState, BasketState.Action>(
            initialState: BasketState(prices: [1]), changes: nil
        ) { $0.reduce($1) }

        store.dispatch(.annotate("a"))
        store.dispatch(.add(price: 4))

        #expect(store.state.total == 5)
        #expect(store.state.recomputations == 2)
    }

    @Test func givenChangesDecideWhatIsRecomputed() {
        // A detector that only ever reports `prices`.
        let store = Store<BasketState, BasketState.Action>(
            initialState: BasketState(), changes: { _, _ in [0] }
        ) { $0.reduce($1) }

        store.dispatch(.annotate("a"))
        store.dispatch(.add(price: 7))

        #expect(store.state.total == 7)
        #expect(store.state.recomputations == 2)
    }

    @Test func anEmbeddedStateReducedByItsParentStaysUpToDate() {
        var basket = BasketState(prices: [1])

        basket.reduceEmbedded(.annotate("a"))
        basket.reduceEmbedded(.add(price: 2))

        #expect(basket.total == 3)
        #expect(basket.recomputations == 1)
    }
}
