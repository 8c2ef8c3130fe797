/// Anything that shows the project list: it is handed new props whenever
/// the projects change (ReSwift's `StoreSubscriber`, typed to one
/// subscription), on the main actor. Subscribe one with the generated
/// `store.subscribe(subscriber, projectList: { $0.newProps($1) })`, which
/// holds it weakly: a subscriber that is gone simply stops receiving.
@MainActor
protocol ProjectListSubscriber: AnyObject, Sendable {
    func newProps(_ props: TimeTrackerProjectListProps)
}
