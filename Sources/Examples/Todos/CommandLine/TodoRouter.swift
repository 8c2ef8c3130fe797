/// Turns a command into an action: resolves row numbers against the screen
/// the user is looking at. (New todos get their ids from the store's `uuid`
/// dependency.)
struct TodoRouter {
    struct NoSuchRow: Error, Equatable, CustomStringConvertible {
        let number: Int
        let shown: Int
        var description: String {
            let shownText =
                switch shown {
                case 0: "none is shown"
                case 1: "only 1 is shown"
                default: "1–\(shown) are shown"
                }
            return "there is no todo \(number) (\(shownText))"
        }
    }

    func action(for command: TodoCommand, on screen: TodoListScreen) throws(NoSuchRow) -> TodosAction {
        switch command {
        case .add(let title): .addTodo(title: title)
        case .toggle(let number): .toggleTodo(id: try row(number, on: screen).id)
        case .remove(let number): .removeTodo(id: try row(number, on: screen).id)
        case .clearCompleted: .clearCompleted
        case .show(let visibility): .setVisibility(visibility: visibility)
        }
    }

    private func row(_ number: Int, on screen: TodoListScreen) throws(NoSuchRow) -> TodoListScreen.Row {
        guard let row = screen.rows.first(where: { $0.number == number }) else {
            throw NoSuchRow(number: number, shown: screen.rows.count)
        }
        return row
    }
}
