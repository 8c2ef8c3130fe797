import Dispatch
@_spi(Generated) import StoreRuntime
import Testing

/// Props shaped like generated ones, declared on field `a` only, that also
/// copy `b`: a delivery after a change of `b` alone would show the store had
/// built them for a field they do not declare, and the `b` they carry shows
/// which state they were built from.
struct ANotingB: StateProps {
    typealias State = PairState
    var a: Int
    var b: Int

    static var fields: FieldSet { [0] }

    init(a: Int, b: Int) {
        self.a = a
        self.b = b
    }

    init(_ state: PairState) {
        a = state.a
        b = state.b
    }
}

/// The entry points generated subscriptions call (`Store.deliverProps`,
/// `Store.values(of:)`), which build props from the state in place: the
/// same guarantees as the selector-closure API.
@Suite @MainActor struct GeneratedSubscriptionTests {
    /// The dispatches every test makes, and the props each must deliver after
    /// the first: `setB` alone delivers nothing, an unchanged `a` nothing.
    static func dispatchChanges(to store: Store<PairState, PairAction>) {
        store.dispatch(.setB(5))
        store.dispatch(.setA(1))
        store.dispatch(.setA(1))
        store.dispatch(.setA(2))
    }

    static let expected = [ANotingB(a: 0, b: 0), ANotingB(a: 1, b: 5), ANotingB(a: 2, b: 5)]

    @Test func onTheMainActorPropsComeFirstThenOnEachChangeOfTheirFields() {
        let store = makePairStore()
        let values = Recorder<ANotingB>()
        let token = store.deliverProps(ANotingB.self) { values.append($0) }
        #expect(values.values == [ANotingB(a: 0, b: 0)], "the first props arrive before deliver returns")
        Self.dispatchChanges(to: store)
        #expect(values.values == Self.expected)
        token.cancel()
    }

    @Test func onABackgroundQueuePropsArriveInOrder() async throws {
        let store = makePairStore()
        let values = Recorder<ANotingB>()
        let queue = DispatchQueue(label: "GeneratedSubscriptionTests")
        let token = store.deliverProps(ANotingB.self, on: .queue(queue)) { values.append($0) }
        Self.dispatchChanges(to: store)
        await settled(store, deliveredOn: queue)
        #expect(values.values == Self.expected)
        token.cancel()
    }

    @Test func anOwnersPropsStopWhenItIsGone() {
        final class Owner: Sendable {}
        let store = makePairStore()
        let values = Recorder<ANotingB>()
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            store.deliverProps(ANotingB.self, to: owner) { _, props in values.append(props) }
            Self.dispatchChanges(to: store)
        }
        #expect(weakOwner == nil, "the store must not keep the owner alive")
        store.dispatch(.setA(3))
        #expect(values.values == Self.expected)
    }

    @Test func aBackgroundOwnersPropsArriveInOrder() async throws {
        final class Owner: Sendable {
            let values = Recorder<ANotingB>()
        }
        let store = makePairStore()
        let owner = Owner()
        let queue = DispatchQueue(label: "GeneratedSubscriptionTests.owner")
        store.deliverProps(ANotingB.self, on: .queue(queue), to: owner) { owner, props in owner.values.append(props) }
        Self.dispatchChanges(to: store)
        await settled(store, deliveredOn: queue)
        #expect(owner.values.values == Self.expected)
    }

    @Test func aStreamStartsWithTheCurrentPropsThenEachChange() async {
        let store = makePairStore()
        let stream = store.values(of: ANotingB.self)
        Self.dispatchChanges(to: store)
        var received: [ANotingB] = []
        for await props in stream {
            received.append(props)
            if received.count == 3 { break }
        }
        #expect(received == Self.expected)
    }

    @Test func cancellingFromTheHandlerStopsLaterProps() {
        final class TokenBox: @unchecked Sendable {
            var token: SubscriptionToken?
        }
        let store = makePairStore()
        let values = Recorder<ANotingB>()
        let box = TokenBox()
        box.token = store.deliverProps(ANotingB.self) { props in
            values.append(props)
            if props.a == 1 { box.token?.cancel() }
        }
        Self.dispatchChanges(to: store)
        #expect(values.values == Array(Self.expected.prefix(2)))
    }
}
