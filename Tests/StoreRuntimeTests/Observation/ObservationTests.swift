#if canImport(Observation)
import Foundation
import Observation
import StoreRuntime
import Testing

private struct Screen: Sendable, Equatable, TrackedState {
    enum Action: Sendable { case increment, rename(String) }

    var count = 0
    var title = ""

    static func reduce(_ state: inout Screen, _ action: Action) {
        switch action {
        case .increment: state.count += 1
        case .rename(let title): state.title = title
        }
    }

    static func changedFields(from old: Screen, to new: Screen) -> FieldSet {
        var fields = FieldSet()
        if old.count != new.count { fields.insert(0) }
        if old.title != new.title { fields.insert(1) }
        return fields
    }
}

extension StateField where State == Screen {
    static let count = StateField<Screen>(index: 0)
}

/// Counts `onChange` calls, which Observation makes from any thread.
private final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var changes = 0
    func record() { lock.lock(); changes += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return changes }
}

@MainActor @Suite struct ObservationTests {
    private func makeStore() -> Store<Screen, Screen.Action> {
        Store(initialState: Screen(), reducer: Screen.reduce)
    }

    /// Values the store produced off the main thread reach main-actor
    /// subscribers through the main queue, in order; a block queued after
    /// the dispatch therefore runs once they have all been delivered.
    private func waitForMainActorDeliveries() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func startsWithTheSelectedValue() {
        let store = makeStore()
        store.dispatch(.increment)

        let count = store.observe(fields: [.count]) { $0.count }

        #expect(count.value == 1)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func changeOfTheSelectedFieldFiresOnChangeAndUpdatesTheValue() async {
        let store = makeStore()
        let count = store.observe(fields: [.count]) { $0.count }
        let changes = ChangeCounter()

        let seen = withObservationTracking { count.value } onChange: { changes.record() }
        store.dispatch(.increment)
        await waitForMainActorDeliveries()

        #expect(seen == 0)
        #expect(changes.count == 1)
        #expect(count.value == 1)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func changeOfAnotherFieldDoesNotFireOnChange() async {
        let store = makeStore()
        let count = store.observe(fields: [.count]) { $0.count }
        let changes = ChangeCounter()

        _ = withObservationTracking { count.value } onChange: { changes.record() }
        store.dispatch(.rename("Inbox"))
        await waitForMainActorDeliveries()

        #expect(changes.count == 0)
        #expect(count.value == 0)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func unchangedSelectionDoesNotFireOnChange() async {
        let store = makeStore()
        let isEven = store.observe(fields: [.count]) { $0.count % 2 == 0 }
        store.dispatch(.increment)
        await waitForMainActorDeliveries()
        let changes = ChangeCounter()

        _ = withObservationTracking { isEven.value } onChange: { changes.record() }
        store.dispatch(.increment)
        await waitForMainActorDeliveries()
        #expect(changes.count == 1)
        #expect(isEven.value == true)

        _ = withObservationTracking { isEven.value } onChange: { changes.record() }
        store.dispatch(.rename("same parity"))
        await waitForMainActorDeliveries()
        #expect(changes.count == 1)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func fieldsOfPropsReadThroughDynamicMemberLookupAreTracked() async {
        struct Header: Equatable, Sendable { var title: String; var count: Int }
        let store = makeStore()
        let header = store.observe { Header(title: $0.title, count: $0.count) }
        let changes = ChangeCounter()

        let title = withObservationTracking { header.title } onChange: { changes.record() }
        store.dispatch(.rename("Inbox"))
        await waitForMainActorDeliveries()

        #expect(title == "")
        #expect(changes.count == 1)
        #expect(header.title == "Inbox")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func releasedObservedValueIsFreedAndStopsFollowingTheStore() async {
        let store = makeStore()
        weak var released: ObservedValue<Int>?
        do {
            let count = store.observe(fields: [.count]) { $0.count }
            released = count
        }
        #expect(released == nil)

        store.dispatch(.increment)
        await waitForMainActorDeliveries()
        #expect(store.state.count == 1)
    }
}
#endif
