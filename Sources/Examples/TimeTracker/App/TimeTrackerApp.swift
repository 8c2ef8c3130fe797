import Foundation
import StoreRuntime

/// One run of the tool against a store: connects the views, turns the
/// command into an action, and draws the list once the change went through.
@MainActor
final class TimeTrackerApp {
    private let store: TimeTrackerStore
    private let router: RequestRouter
    let listView: ProjectListView
    private let journal: JournalView
    private var subscriptions: Set<SubscriptionToken> = []

    init(
        store: TimeTrackerStore, router: RequestRouter, clock: ClockText = ClockText(),
        write: @escaping @MainActor (String) -> Void
    ) {
        self.store = store
        self.router = router
        listView = ProjectListView(presenter: ProjectListPresenter(now: router.now, clock: clock), write: write)
        journal = JournalView(projects: store.state.projects, clock: clock, write: write)
        store.subscribe(listView, projectList: { view, props in view.newProps(props) })
        store.subscribe(journal: { [journal] event in journal.record(event) }).store(in: &subscriptions)
    }

    func run(_ request: UserRequest) throws(UsageError) {
        if let action = try router.action(for: request, in: store.state) {
            store.dispatch(action)
        }
        listView.displayIfNeeded()
    }

    /// One run of the tool: `request` against the state file `options` name,
    /// at the moment they give (else now). On the main actor, so the store
    /// calls the views synchronously, in step with the dispatches.
    static func run(_ request: UserRequest, options: StateOptions) throws {
        let persistence = StateFileLocation.persistence(option: options.store)
        let store = TimeTrackerStore(persistence: persistence)
        let app = TimeTrackerApp(
            store: store, router: RequestRouter(now: options.moment ?? Date()), write: { print($0) })
        try app.run(request)
        do {
            try persistence.flush()
        } catch {
            // Already reported on standard error by the persistence.
            throw StateNotKept(file: persistence.url)
        }
    }
}
