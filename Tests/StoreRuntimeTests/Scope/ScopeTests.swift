import Foundation
import StoreRuntime
import Testing

struct ReportsState: Sendable, Equatable {
    var titles: [String] = []
}

enum ReportsAction: Sendable, Equatable {
    case add(String)
}

struct AppState: TrackedState {
    var count = 0
    var reports = ReportsState()

    static func changedFields(from old: AppState, to new: AppState) -> FieldSet {
        var set = FieldSet()
        if old.count != new.count { set.insert(0) }
        if old.reports != new.reports { set.insert(1) }
        return set
    }
}

extension StateField where State == AppState {
    static let count = StateField<AppState>(index: 0)
    static let reports = StateField<AppState>(index: 1)
}

enum AppAction: Sendable, Equatable {
    case increment
    case reports(ReportsAction)
}

private func appReducer(_ state: inout AppState, _ action: AppAction) {
    switch action {
    case .increment: state.count += 1
    case .reports(.add(let title)): state.reports.titles.append(title)
    }
}

private func makeApp() -> Store<AppState, AppAction> {
    Store(initialState: AppState(), reducer: appReducer)
}

private func reportsStore(_ app: Store<AppState, AppAction>) -> Store<ReportsState, ReportsAction> {
    app.scope(state: \.reports, action: AppAction.reports, fields: [.reports])
}

@Suite struct ScopeTests {
    @Test func childReadsTheSliceAndDispatchesThroughTheParent() {
        let app = makeApp()
        let reports = reportsStore(app)
        reports.dispatch(.add("Q1"))
        #expect(app.state.reports.titles == ["Q1"])
        #expect(reports.state == ReportsState(titles: ["Q1"]))
    }

    @Test func childSubscriptionsRunOnlyWhenTheScopesFieldsChange() {
        let app = makeApp()
        let reports = reportsStore(app)
        let selects = Counter()
        let values = Recorder<[String]>()
        let token = reports.subscribeSynchronously(select: { state -> [String] in
            selects.increment()
            return state.titles
        }) { values.append($0) }
        app.dispatch(.increment)
        app.dispatch(.increment)
        reports.dispatch(.add("Q1"))
        app.dispatch(.reports(.add("Q2")))
        #expect(selects.value == 3)
        #expect(values.values == [[], ["Q1"], ["Q1", "Q2"]])
        token.cancel()
    }

    @Test func childActionSubscriptionsSeeOnlyChildActions() async throws {
        let app = makeApp()
        let reports = reportsStore(app)
        let received = Recorder<ReportsAction>()
        let queue = DispatchQueue(label: "ScopeTests")
        let token = reports.subscribe(actions: { $0 }, on: .queue(queue)) { received.append($0) }
        app.dispatch(.increment)
        app.dispatch(.reports(.add("A")))
        reports.dispatch(.add("B"))
        queue.sync {}
        #expect(received.values == [.add("A"), .add("B")])
        token.cancel()
    }

    @Test func explicitExtractIsUsed() {
        let app = makeApp()
        let counts: Store<Int, Void> = app.scope(
            state: \.count,
            action: { AppAction.increment },
            extract: { $0 == .increment ? () : nil },
            fields: [.count]
        )
        let seen = Counter()
        let queue = DispatchQueue(label: "extract")
        let token = counts.subscribe(actions: { $0 }, on: .queue(queue)) { seen.increment() }
        counts.dispatch(())
        counts.dispatch(())
        app.dispatch(.reports(.add("x")))
        queue.sync {}
        #expect(counts.state == 2)
        #expect(seen.value == 2)
        token.cancel()
    }

    @Test func scopedStoreKeepsItsParentAliveAndBothAreFreedAfterwards() {
        weak var weakApp: Store<AppState, AppAction>?
        var reports: Store<ReportsState, ReportsAction>?
        do {
            let app = makeApp()
            weakApp = app
            reports = reportsStore(app)
        }
        #expect(weakApp != nil)
        reports?.dispatch(.add("kept"))
        #expect(weakApp?.state.reports.titles == ["kept"])
        weak let weakReports = reports
        reports = nil
        #expect(weakReports == nil)
        #expect(weakApp == nil)
    }

    @Test func parentDoesNotKeepItsScopedStoresAlive() {
        let app = makeApp()
        weak var weakReports: Store<ReportsState, ReportsAction>?
        do {
            let reports = reportsStore(app)
            weakReports = reports
            reports.dispatch(.add("x"))
        }
        #expect(weakReports == nil)
        #expect(app.state.reports.titles == ["x"])
    }

    @Test func childCommandsReachTheRootAndStopWithIt() async {
        let app = makeApp()
        await reportsStore(app).run { context in
            context.dispatch(.add("from command \(context.state.titles.count)"))
        }.wait()
        #expect(app.state.reports.titles == ["from command 0"])
    }

    @Test func nestedScopesCompose() {
        let app = makeApp()
        let titles: Store<[String], ReportsAction> = reportsStore(app).scope(state: \.titles, action: { $0 })
        let values = Recorder<Int>()
        let token = titles.subscribeSynchronously(select: \.count) { values.append($0) }
        titles.dispatch(.add("a"))
        app.dispatch(.increment)
        titles.dispatch(.add("b"))
        #expect(titles.state == ["a", "b"])
        #expect(values.values == [0, 1, 2])
        token.cancel()
    }
}
