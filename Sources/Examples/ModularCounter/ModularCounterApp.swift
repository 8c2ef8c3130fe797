import CounterFeature
import StoreRuntime

/// The composition root: one app store, the feature wired to a store scoped to
/// its slice, the header view and the sync service on the app's subscriptions.
@MainActor
final class ModularCounterApp {
    let store = AppStore()
    let counterView: CounterView
    let header: HeaderView
    let syncService: CounterSyncService
    private var subscriptions: Set<SubscriptionToken> = []

    init(
        drawCounter: @escaping @MainActor (CounterScreen) -> Void,
        drawHeader: @escaping @MainActor (String) -> Void,
        reportSync: @escaping @Sendable (String) -> Void
    ) {
        // The feature only ever sees `Store<CounterState, CounterAction>`.
        counterView = CounterView(store: store.counter, draw: drawCounter)
        header = HeaderView(draw: drawHeader)
        syncService = CounterSyncService(report: reportSync)
        store.subscribe(header: { [header] in header.show($0) }).store(in: &subscriptions)
        store.subscribe(counterSync: { [syncService] in syncService.sync($0) }).store(in: &subscriptions)
    }

    /// Waits until the background service has seen the current counter.
    func settle() async {
        await syncService.waitUntilSynced(store.state.counter)
    }
}
