import Foundation
import StoreRuntime
import Testing

@testable import CommandCounter

@Suite struct ActionHistoryTests {
    @Test func liesNextToTheStateFile() {
        let history = ActionHistory(storeURL: URL(fileURLWithPath: "/data/counter.json"))
        #expect(history.url.path == "/data/counter.history.jsonl")
    }

    @Test func recordsAppliedActionsInOrderAndReadsThemBack() throws {
        let directory = try TemporaryDirectory()
        let history = ActionHistory(storeURL: directory.file("nested/counter.json"))
        let store = CommandCounterStore(initialState: CommandCounterState(), middleware: [try history.recorder()])
        store.dispatch(.increment)
        store.dispatch(.fetchFinished(count: 4))
        store.dispatch(.errorOccurred(message: "boom"))
        #expect(try history.actions() == [.increment, .fetchFinished(count: 4), .errorOccurred(message: "boom")])
    }

    @Test func aNewRecorderStartsANewHistory() throws {
        let directory = try TemporaryDirectory()
        let history = ActionHistory(storeURL: directory.file("counter.json"))
        let first = CommandCounterStore(initialState: CommandCounterState(), middleware: [try history.recorder()])
        first.dispatch(.increment)
        let second = CommandCounterStore(initialState: CommandCounterState(), middleware: [try history.recorder()])
        second.dispatch(.reset)
        #expect(try history.actions() == [.reset])
    }

    @Test func theRecordingReplaysOntoAFreshStore() throws {
        let directory = try TemporaryDirectory()
        let history = ActionHistory(storeURL: directory.file("counter.json"))
        let store = CommandCounterStore(initialState: CommandCounterState(), middleware: [try history.recorder()])
        for action: CommandCounterAction in [.increment, .increment, .decrement, .fetchStarted] {
            store.dispatch(action)
        }
        let replayed = CommandCounterStore(initialState: CommandCounterState())
        #expect(try replayed.replay(from: history.url) == 4)
        #expect(replayed.state == store.state)
    }
}
