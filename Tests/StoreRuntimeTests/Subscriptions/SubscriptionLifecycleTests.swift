import Foundation
import StoreGenTestSupport
import StoreRuntime
import Testing

@Suite struct SubscriptionLifecycleTests {
    @Test func firstDeliveryIsTheCurrentValue() {
        let store = makeCounterStore()
        store.dispatch(.add(41))
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { values.append($0) }
        #expect(values.values == [41])
        token.cancel()
    }

    @Test func cancelledSubscriptionGetsNothingMore() {
        let store = makeCounterStore()
        let values = Recorder<Int>()
        let token = store.subscribeSynchronously(select: \.count) { values.append($0) }
        store.dispatch(.increment)
        token.cancel()
        store.dispatch(.increment)
        #expect(values.values == [0, 1])
        #expect(token.isCancelled)
    }

    @Test func tokensCanBeKeptInASet() {
        let store = makeCounterStore()
        let values = Recorder<Int>()
        var tokens = Set<SubscriptionToken>()
        store.subscribeSynchronously(select: \.count) { values.append($0) }.store(in: &tokens)
        store.dispatch(.increment)
        tokens.removeAll()
        store.dispatch(.increment)
        #expect(values.values == [0, 1])
    }
}
