/// Lays out the `todoList` props: the visible todos numbered from 1, and how
/// many are still open (of all of them). Both are the state's derived values,
/// so nothing is filtered or counted here.
enum TodoListPresenter {
    static func screen(for props: TodosTodoListProps) -> TodoListScreen {
        screen(visibleTodos: props.visibleTodos, openCount: props.openCount, visibility: props.visibility)
    }

    /// The screen of the `todoList` model, reading each of its properties:
    /// what the SwiftUI list draws, so it is redrawn when one of them changes.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    static func screen(of model: TodosTodoListModel) -> TodoListScreen {
        screen(visibleTodos: model.visibleTodos, openCount: model.openCount, visibility: model.visibility)
    }

    private static func screen(visibleTodos: [Todo], openCount left: Int, visibility: Visibility) -> TodoListScreen {
        TodoListScreen(
            rows: visibleTodos.enumerated().map { offset, todo in
                TodoListScreen.Row(number: offset + 1, id: todo.id, title: todo.title, completed: todo.completed)
            },
            footer: "\(left) \(left == 1 ? "item" : "items") left · showing \(visibility)")
    }
}
