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
    static var fieldKeyPaths: [PartialKeyPath<Self>] { [\.a, \.b] }
}

/// Props with a zero-sized member, which lies at the same offset as the
/// next one (`a`), each listed for a field of its own.
private struct TaggedPairProps: StateProps {
    enum Tag: Equatable, Sendable { case pair }
    var tag: Tag
    var a: Int

    init(_ state: PairState) {
        tag = .pair
        a = state.a
    }

    static var fields: FieldSet { [0, 1] }
    static var fieldKeyPaths: [PartialKeyPath<Self>] { [\.a, \.tag] }
}

/// Their model, as generated code writes it: the props' members are the model's.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private typealias PairModel = StoreModel<PairProps, PairAction>

/// Props that do not say which member holds which field (no `fieldKeyPaths`).
private struct UnlistedPairProps: StateProps {
    var a: Int
    var b: Int
    init(_ state: PairState) { (a, b) = (state.a, state.b) }
    static var fields: FieldSet { PairProps.fields }
}

/// A model written as a subclass with a property per field, over `read`.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private final class PairSubclassModel: StoreModel<UnlistedPairProps, PairAction> {
    var a: Int { read(.a).a }
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
        await expectOnlyChangesOfAInvalidate(store) { model.a }
    }

    /// A view reading `a` through `read`: a change of `b` invalidates
    /// nothing, one of `a` invalidates it once.
    private func expectOnlyChangesOfAInvalidate(
        _ store: Store<PairState, PairAction>, reading read: @escaping @MainActor () -> Int
    ) async {
        let view = await invalidations(of: store, reading: read)
        #expect(view.afterChangingB == 0)
        #expect(view.afterChangingA == 1)
        #expect(view.renders == [0, 2])
    }

    /// How often a view reading `a` through `read` is invalidated by a
    /// change of `b` (to 1), then by one of `a` (to 2), and what it rendered.
    private func invalidations(
        of store: Store<PairState, PairAction>, reading read: @escaping @MainActor () -> Int
    ) async -> (afterChangingB: Int, afterChangingA: Int, renders: [Int]) {
        let view = ObservingView(read)
        store.dispatch(.setB(1))
        await drainMainQueue()
        let afterChangingB = view.invalidations
        store.dispatch(.setA(2))
        await drainMainQueue()
        return (afterChangingB, view.invalidations - afterChangingB, view.renders)
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

    /// What `binding(\.a, sending:)` reads through: a key path to the model's member.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aKeyPathToAMemberReadsThatFieldOnly() async {
        let store = makePairStore()
        let model = PairModel(store)
        let a: KeyPath<PairModel, Int> = \.a
        await expectOnlyChangesOfAInvalidate(store) { model[keyPath: a] }
    }

    /// Without `fieldKeyPaths` the model cannot tell a read's field: it
    /// counts as a read of every field (redrawn too often, never too rarely).
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func propsThatDoNotListTheirMembersMakeEveryReadAReadOfEveryField() async {
        let store = makePairStore()
        let model = StoreModel<UnlistedPairProps, PairAction>(store)
        let view = await invalidations(of: store) { model.a }
        #expect(view.afterChangingB == 1)
        #expect(view.afterChangingA == 1)
        #expect(view.renders == [0, 0, 2])
    }

    /// A model finds a read's field by the member's offset in the props;
    /// two members at one offset (a zero-sized one beside another) cannot be
    /// told apart, so a read of either counts as a read of every field:
    /// never `tag` taken for `a`, which would miss `b`'s change.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func membersThatShareAnOffsetMakeEveryReadOfThemAReadOfEveryField() async {
        #expect(MemoryLayout<TaggedPairProps>.offset(of: \.tag) == MemoryLayout<TaggedPairProps>.offset(of: \.a))
        let store = makePairStore()
        let model = StoreModel<TaggedPairProps, PairAction>(store)
        let view = await invalidations(of: store) { model.tag == .pair ? 0 : 1 }
        #expect(view.afterChangingB == 1)
        #expect(view.afterChangingA == 1)
    }

    /// A subclass's own property over `read(_:)` is observed per field.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSubclassPropertyOverReadIsObservedPerField() async {
        let store = makePairStore()
        let model = PairSubclassModel(store)
        await expectOnlyChangesOfAInvalidate(store) { model.a }
    }
}
