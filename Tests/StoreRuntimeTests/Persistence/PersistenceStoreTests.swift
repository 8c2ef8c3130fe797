import Clocks
import Foundation
import StoreRuntime
import Testing

/// A persisted state as generated code shapes it: tracked, reducible, Codable.
private struct Tally: Codable, Sendable, Equatable, TrackedState, ReducibleState {
    enum Action: Sendable {
        case increment
        case rename(String)
        case noop
    }

    var count = 0
    var label = ""

    mutating func reduce(_ action: Action) {
        switch action {
        case .increment: count += 1
        case .rename(let name): label = name
        case .noop: break
        }
    }

    static func changedFields(from old: Tally, to new: Tally) -> FieldSet {
        var fields = FieldSet()
        if old.count != new.count { fields.insert(0) }
        if old.label != new.label { fields.insert(1) }
        return fields
    }
}

/// A hand-written persisted state with neither change tracking nor `reduce`.
private struct Notes: Codable, Sendable {
    var lines: [String] = []
}

@Suite struct PersistenceStoreTests {
    @Test func storeStartsFromTheSavedState() throws {
        let sandbox = try PersistenceSandbox()
        sandbox.persistence(Tally.self).saveNow(Tally(count: 41, label: "saved"))

        let store = Store(initialState: Tally(), persistence: sandbox.persistence())

        #expect(store.state == Tally(count: 41, label: "saved"))
        store.dispatch(.increment)
        #expect(store.state.count == 42)
    }

    @Test func storeWithoutASavedFileStartsFromTheInitialState() throws {
        let sandbox = try PersistenceSandbox()

        let store = Store(initialState: Tally(count: 7), persistence: sandbox.persistence())

        #expect(store.state == Tally(count: 7))
        #expect(sandbox.errors.isEmpty)
    }

    @Test func manyDispatchesAreSavedAsOneWriteOfTheLatestState() throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(Tally.self, saveDelay: .seconds(3600))
        let store = Store(initialState: Tally(), persistence: persistence)

        for _ in 0..<300 { store.dispatch(.increment) }
        store.dispatch(.rename("done"))
        #expect(sandbox.writes == 0)

        try persistence.flush()

        #expect(sandbox.writes == 1)
        #expect(sandbox.persistence(Tally.self).load() == Tally(count: 300, label: "done"))
        withExtendedLifetime(store) {}
    }

    @Test func dispatchesAreSavedWithinTheDelayWithoutAFlush() async throws {
        let sandbox = try PersistenceSandbox()
        let clock = TestClock()
        let store = Store(initialState: Tally(), persistence: sandbox.persistence(saveDelay: .seconds(1), clock: clock))

        for _ in 0..<50 { store.dispatch(.increment) }
        #expect(sandbox.writes == 0)
        await clock.advance(by: .seconds(1))
        try await sandbox.wait { sandbox.writes == 1 }

        #expect(sandbox.savedState(Tally.self) == Tally(count: 50))
        withExtendedLifetime(store) {}
    }

    @Test func releasingTheStoreWritesThePendingSave() throws {
        let sandbox = try PersistenceSandbox()
        weak var released: Store<Tally, Tally.Action>?
        do {
            let store = Store(
                initialState: Tally(), persistence: sandbox.persistence(Tally.self, saveDelay: .seconds(3600)))
            released = store
            store.dispatch(.increment)
            store.dispatch(.increment)
            #expect(sandbox.writes == 0)
        }

        #expect(released == nil)
        #expect(sandbox.writes == 1)
        #expect(sandbox.persistence(Tally.self).load() == Tally(count: 2))
    }

    @Test func actionsThatChangeNoTrackedFieldAreNotSaved() throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(Tally.self, saveDelay: .seconds(3600))
        let store = Store(initialState: Tally(), persistence: persistence)

        for _ in 0..<10 { store.dispatch(.noop) }
        try persistence.flush()

        #expect(sandbox.writes == 0)
        #expect(try sandbox.fileNames() == [])
        withExtendedLifetime(store) {}
    }

    @Test func storeWithAnExplicitReducerAndNoTrackingIsPersisted() throws {
        let sandbox = try PersistenceSandbox()
        let persistence = sandbox.persistence(Notes.self, saveDelay: .seconds(3600))
        let store = Store<Notes, String>(initialState: Notes(), persistence: persistence) { state, line in
            state.lines.append(line)
        }

        store.dispatch("first")
        store.dispatch("second")
        try persistence.flush()

        #expect(sandbox.writes == 1)
        #expect(sandbox.persistence(Notes.self).load()?.lines == ["first", "second"])
    }

    @Test func middlewareStillSeesEveryActionOfAPersistedStore() throws {
        let sandbox = try PersistenceSandbox()
        let seen = PersistenceRecorder<Int>()
        let store = Store(
            initialState: Tally(), persistence: sandbox.persistence(),
            middleware: [Middleware(after: { _, _, new, _ in seen.append(new.count) })])

        store.dispatch(.increment)
        store.dispatch(.increment)

        #expect(seen.values == [1, 2])
    }

    @Test func corruptFileIsKeptAsideAndTheStoreSavesAFreshOne() throws {
        let sandbox = try PersistenceSandbox()
        try sandbox.write("{ not json")
        let persistence = sandbox.persistence(Tally.self, saveDelay: .seconds(3600))

        let store = Store(initialState: Tally(label: "initial"), persistence: persistence)
        #expect(store.state == Tally(label: "initial"))
        guard case .unreadable(_, let keptAt, _)? = sandbox.errors.first, sandbox.errors.count == 1 else {
            Issue.record("expected one .unreadable, got \(sandbox.errors)")
            return
        }

        store.dispatch(.increment)
        try persistence.flush()

        #expect(try sandbox.contents(of: keptAt.lastPathComponent) == "{ not json")
        #expect(sandbox.persistence(Tally.self).load() == Tally(count: 1, label: "initial"))
        #expect(try sandbox.fileNames() == [keptAt.lastPathComponent, "state.json"].sorted())
    }
}
