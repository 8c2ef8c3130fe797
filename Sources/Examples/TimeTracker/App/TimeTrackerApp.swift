import Foundation
import StoreRuntime

/// One run of the tool against a store: connects the views, turns the
/// command into an action, and draws the list once the change went through.
@MainActor
final class TimeTrackerApp {
    private let store: TimeTrackerStore
    private let router: CommandRouter
    let listView: ProjectListView
    private let journal: JournalView
    private var subscriptions: Set<SubscriptionToken> = []

    init(store: TimeTrackerStore, router: CommandRouter, clock: ClockText = ClockText(),
         write: @escaping @MainActor (String) -> Void) {
        self.store = store
        self.router = router
        listView = ProjectListView(presenter: ProjectListPresenter(now: router.now, clock: clock), write: write)
        journal = JournalView(projects: store.state.projects, clock: clock, write: write)
        store.subscribe(listView, projectList: { view, props in view.newProps(props) })
        store.subscribe(journal: { [journal] event in journal.record(event) }).store(in: &subscriptions)
    }

    func run(_ command: Command) throws(UsageError) {
        if let action = try router.action(for: command, in: store.state) {
            store.dispatch(action)
        }
        listView.displayIfNeeded()
    }
}
