import CounterFeature
import Foundation
import StoreRuntime
import Testing

@testable import ModularCounter

/// What the app is known for: each subscriber hears only about its slice, the
/// view on the main actor, the service off it; the feature sees only its store.
@MainActor
@Suite struct SubscriberTests {
    /// What the app's subscribers drew or reported, in order.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        private var threads: [Bool] = []

        func record(_ entry: String, onMainActor: Bool) {
            lock.withLock {
                entries.append(entry)
                threads.append(onMainActor)
            }
        }

        var all: [String] { lock.withLock { entries } }
        var ranOnMainActor: [Bool] { lock.withLock { threads } }
    }

    let views = Recorder()
    let service = Recorder()

    func makeApp() -> ModularCounterApp {
        let views = self.views
        let service = self.service
        return ModularCounterApp(
            drawCounter: { views.record("counter: " + $0.text, onMainActor: MainActorThread.isCurrent) },
            drawHeader: { views.record("header: " + $0, onMainActor: MainActorThread.isCurrent) },
            reportSync: { service.record($0, onMainActor: MainActorThread.isCurrent) })
    }

    @Test func eachViewRedrawsOnlyWhenItsSliceChanged() async {
        let app = makeApp()
        app.counterView.tapPlus()
        app.store.dispatch(.signIn(name: "Ada"))
        app.counterView.chooseStep(1)  // already 1: no change anywhere
        app.store.dispatch(.setTheme(theme: .dark))
        app.counterView.chooseStep(3)
        await app.settle()

        #expect(
            views.all == [
                "counter: 0   [−1] [+1]",
                "header: not signed in · light theme",
                "counter: 1   [−1] [+1]",
                "header: Ada · light theme",
                "header: Ada · dark theme",
                "counter: 1   [−3] [+3]",
            ])
        #expect(views.ranOnMainActor.allSatisfy { $0 })
    }

    @Test func theServiceRunsOffTheMainThreadAndOnlyForCounterChanges() async {
        let app = makeApp()
        await app.settle()
        app.store.dispatch(.signIn(name: "Ada"))
        app.counterView.tapPlus()
        app.counterView.tapPlus()
        app.store.dispatch(.signOut)
        await app.settle()

        #expect(
            app.syncService.uploads == [
                CounterState(count: 0, step: 1), CounterState(count: 1, step: 1), CounterState(count: 2, step: 1),
            ])
        #expect(service.all == ["uploaded count 0, step 1", "uploaded count 1, step 1", "uploaded count 2, step 1"])
        #expect(service.ranOnMainActor == [false, false, false])
    }

    @Test func theScopedStoreReadsAndWritesTheAppsSlice() {
        let app = makeApp()
        let counter: Store<CounterState, CounterAction> = app.store.counter
        counter.dispatch(.setStep(step: 2))
        counter.dispatch(.increment)

        #expect(app.store.state.counter == CounterState(count: 2, step: 2))
        #expect(counter.state == app.store.state.counter)
        #expect(app.counterView.screen == CounterScreen(CounterDisplayProps(count: 2, step: 2)))
    }

    @Test func theFeatureRunsOnAStoreOfItsOwnWithoutTheApp() {
        var drawn: [String] = []
        let view = CounterView(store: CounterStore()) { drawn.append($0.text) }
        view.tapPlus()
        view.tapReset()

        #expect(drawn == ["0   [−1] [+1]", "1   [−1] [+1]", "0   [−1] [+1]"])
    }
}
