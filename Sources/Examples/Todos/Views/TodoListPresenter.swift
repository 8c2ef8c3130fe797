/// Derives what the list shows from the `todoList` props: only the todos the
/// visibility lets through, and how many are still open (of all of them).
enum TodoListPresenter {
    static func screen(for props: TodosTodoListProps) -> TodoListScreen {
        let visible = props.todos.filter(props.visibility.includes)
        let left = props.todos.filter { !$0.completed }.count
        return TodoListScreen(
            rows: visible.enumerated().map { offset, todo in
                TodoListScreen.Row(number: offset + 1, id: todo.id, title: todo.title, completed: todo.completed)
            },
            footer: "\(left) \(left == 1 ? "item" : "items") left · showing \(props.visibility)")
    }
}
