/// Lays out the `todoList` props: the visible todos numbered from 1, and how
/// many are still open (of all of them). Both are the state's derived values,
/// so nothing is filtered or counted here.
enum TodoListPresenter {
    static func screen(for props: TodosTodoListProps) -> TodoListScreen {
        let left = props.openCount
        return TodoListScreen(
            rows: props.visibleTodos.enumerated().map { offset, todo in
                TodoListScreen.Row(number: offset + 1, id: todo.id, title: todo.title, completed: todo.completed)
            },
            footer: "\(left) \(left == 1 ? "item" : "items") left · showing \(props.visibility)")
    }
}
