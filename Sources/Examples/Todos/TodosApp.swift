import StoreRuntime

/// The composition root: the store, the list view on the `todoList` props and
/// the filter button on the `filterButton` actions.
@MainActor
final class TodosApp {
    let store: TodosStore
    let list: TodoListView
    let filterButton: FilterButton
    private let router: TodoRouter
    private var subscriptions: Set<SubscriptionToken> = []

    /// - Parameter dependencies: what handlers use (new todos' ids): the
    ///   system's unless given others.
    init(
        router: TodoRouter = TodoRouter(),
        dependencies: StoreDependencies = StoreDependencies(),
        drawList: @escaping @MainActor (TodoListScreen) -> Void,
        drawFilterButton: @escaping @MainActor (String) -> Void
    ) {
        self.router = router
        store = TodosStore(initialState: TodosState(), dependencies: dependencies)
        list = TodoListView(draw: drawList)
        filterButton = FilterButton(visibility: store.state.visibility, draw: drawFilterButton)
        store.subscribe(todoList: { [list] in list.show($0) }).store(in: &subscriptions)
        store.subscribe(filterButton: { [filterButton] in filterButton.handle($0) }).store(in: &subscriptions)
    }

    func perform(_ command: TodoCommand) throws(TodoRouter.NoSuchRow) {
        store.dispatch(try router.action(for: command, on: list.screen))
    }
}
