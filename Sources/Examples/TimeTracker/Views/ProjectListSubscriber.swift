import StoreRuntime

/// Anything that shows the project list: it is handed new props whenever
/// the projects change (ReSwift's `StoreSubscriber`, typed to one
/// subscription), on the main actor.
@MainActor
protocol ProjectListSubscriber: AnyObject, Sendable {
    func newProps(_ props: TimeTrackerProjectListProps)
}

extension Store where State == TimeTrackerState, Action == TimeTrackerAction {
    /// Feeds `subscriber` the `projectList` props (the current ones first),
    /// holding it weakly: a subscriber that is gone simply stops receiving.
    /// The subscription lasts as long as the returned token.
    func subscribe(_ subscriber: some ProjectListSubscriber) -> SubscriptionToken {
        subscribe(projectList: { [weak subscriber] props in subscriber?.newProps(props) })
    }
}
