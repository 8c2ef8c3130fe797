import StoreRuntime
import Testing

@Suite struct LoggingMiddlewareTests {
    @Test func logsActionsWithTheNamesOfChangedFields() {
        let lines = Recorder<String>()
        let store = makePairStore(middleware: [.logging { lines.append($0.description) }])
        store.dispatch(.setA(1))
        store.dispatch(.setBoth(2))
        store.dispatch(.setB(2))
        store.dispatch(.addName("x"))
        #expect(
            lines.values == [
                "setA(1) changed a",
                "setBoth(2) changed a, b",
                "setB(2) changed nothing",
                "addName(\"x\") changed names",
            ])
    }

    @Test func entriesCarryTheActionAndIndices() {
        let entries = Recorder<ActionLogEntry<PairAction>>()
        let store = makePairStore(middleware: [.logging(fieldNames: ["first"]) { entries.append($0) }])
        store.dispatch(.setBoth(3))
        let entry = entries.values.first
        #expect(entry?.action == .setBoth(3))
        #expect(entry?.changedFields == [0, 1])
        #expect(entry?.changedFieldNames == ["first", "#1"])
    }

    @Test func untrackedStateSaysSo() {
        let lines = Recorder<String>()
        let store = makeCounterStore(middleware: [.logging { lines.append($0.description) }])
        store.dispatch(.add(2))
        #expect(lines.values == ["add(2) (untracked state)"])
    }

    @Test func droppedActionsAreNotLogged() {
        let lines = Recorder<String>()
        let dropAll = Middleware<CounterState, CounterAction>(before: { _, _, _ in nil })
        let store = makeCounterStore(middleware: [.logging { lines.append($0.description) }, dropAll])
        store.dispatch(.increment)
        #expect(lines.values == [])
    }
}
