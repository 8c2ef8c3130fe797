import StoreRuntime
import Testing

private struct Offline: Error {}

private struct Status: Sendable, Equatable {
    var count = 0
    var lastError: String?
}

private enum StatusAction: Sendable, Equatable {
    case increment
    case failed(String)
}

private func makeStatusStore(middleware: [Middleware<Status, StatusAction>] = []) -> Store<Status, StatusAction> {
    Store(initialState: Status(), middleware: middleware) { state, action in
        switch action {
        case .increment: state.count += 1
        case .failed(let message): state.lastError = message
        }
    }
}

/// `reportCommandErrors(as:)`: a command's failure changes the state through an action.
@Suite struct CommandErrorActionTests {
    @Test func aThrownErrorArrivesAsTheActionAfterWhatTheCommandDispatched() async {
        let actions = Recorder<StatusAction>()
        let store = makeStatusStore(middleware: [Middleware(after: { action, _, _, _ in actions.append(action) })])
        store.reportCommandErrors(as: { .failed("\($0)") })

        await store.run { context in
            context.dispatch(.increment)
            throw Offline()
        }.wait()

        #expect(actions.values == [.increment, .failed("Offline()")])
        #expect(store.state == Status(count: 1, lastError: "Offline()"))
    }

    @Test func aCommandsOwnOnErrorStillTakesItsErrors() async {
        let store = makeStatusStore()
        store.reportCommandErrors(as: { .failed("\($0)") })
        let own = Recorder<String>()

        await store.run(onError: { own.append("\($0)") }) { _ in throw Offline() }.wait()

        #expect(own.values == ["Offline()"])
        #expect(store.state == Status())
    }

    @Test func cancellingACommandIsNotReported() async {
        let store = makeStatusStore()
        store.reportCommandErrors(as: { .failed("\($0)") })

        let handle = store.run { _ in try await Task.sleep(for: .seconds(60)) }
        handle.cancel()
        await handle.wait()

        #expect(store.state == Status())
    }

    @Test func itReplacesTheErrorHandler() async {
        let store = makeStatusStore()
        let printed = Recorder<String>()
        store.commandErrorHandler = { printed.append("\($0)") }
        store.reportCommandErrors(as: { .failed("\($0)") })

        await store.run { _ in throw Offline() }.wait()

        #expect(printed.values == [])
        #expect(store.state.lastError == "Offline()")
    }

    @Test func commandsOfAScopedStoreReportThroughTheRootsMapping() async {
        let store = makeStatusStore()
        store.reportCommandErrors(as: { .failed("scoped: \($0)") })
        let counter: Store<Int, StatusAction> = store.scope(state: \.count, action: { $0 })

        await counter.run { context in
            context.dispatch(.increment)
            throw Offline()
        }.wait()

        #expect(store.state == Status(count: 1, lastError: "scoped: Offline()"))
    }

    @Test func theMappingDoesNotKeepTheStoreAlive() {
        var store: Store<Status, StatusAction>? = makeStatusStore()
        store?.reportCommandErrors(as: { .failed("\($0)") })
        weak let released = store
        store = nil
        #expect(released == nil)
    }
}
