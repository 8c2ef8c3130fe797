import Dispatch
import Observation
import StoreGenTestSupport
import StoreRuntime
import Testing

/// The props of `PairState`'s `a` and `b`, written as generated code writes them.
private struct PairProps: StateProps {
    var a: Int
    var b: Int

    init(_ state: PairState) {
        a = state.a
        b = state.b
    }

    static var fields: FieldSet { [0, 1] }
}

/// Their model, as generated code writes it.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private final class PairModel: StoreModel<PairProps, PairAction> {
    var a: Int { read(.a).a }
    var b: Int { read(.b).b }
}

/// What the runtime half of a generated model promises, with a view standing
/// in for SwiftUI (`ObservingView`): each field is observed on its own, every
/// change of one action reaches the view as one invalidation, and a released
/// model is freed.
@MainActor
@Suite struct StoreModelTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func startsWithTheCurrentPropsAndFollowsTheStore() {
        let store = makePairStore()
        store.dispatch(.setA(3))
        let model = PairModel(store)
        #expect((model.a, model.b) == (3, 0))
        model.send(.setB(4))
        #expect((model.a, model.b) == (3, 4))
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aChangeOfAFieldTheViewDoesNotReadInvalidatesNothing() async {
        let store = makePairStore()
        let model = PairModel(store)
        let view = ObservingView { model.a }
        store.dispatch(.setB(1))
        await drainMainQueue()
        #expect(view.invalidations == 0)
        store.dispatch(.setA(1))
        await drainMainQueue()
        #expect(view.invalidations == 1)
        #expect(view.renders == [0, 1])
    }

    /// Off the main thread, with a synchronous subscriber between the two
    /// models that waits for the main queue: with a main-queue job per
    /// subscriber, the view would render between the two updates (seeing
    /// `a` changed and `b` not) and be invalidated twice.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func oneActionChangingFieldsOfTwoModelsInvalidatesTheViewOnce() async {
        let store = makePairStore()
        let first = PairModel(store)
        let waitForMain = store.subscribeSynchronously(fields: [.a], select: \.a) { a in
            if a == 1 { DispatchQueue.main.sync {} }
        }
        let second = PairModel(store)
        let view = ObservingView { [first.a, second.b] }
        await Task.detached { store.dispatch(.setBoth(1)) }.value
        await drainMainQueue()
        await drainMainQueue()
        #expect(view.invalidations == 1)
        #expect(view.renders == [[0, 0], [1, 1]])
        withExtendedLifetime(waitForMain) {}
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aReleasedModelIsFreed() {
        let store = makePairStore()
        weak var released: PairModel?
        do {
            let model = PairModel(store)
            released = model
            store.dispatch(.setA(1))
            #expect(model.a == 1)
        }
        #expect(released == nil)
        store.dispatch(.setA(2))
        #expect(store.state.a == 2)
    }
}
