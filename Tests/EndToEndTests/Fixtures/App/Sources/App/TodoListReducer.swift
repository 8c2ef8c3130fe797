import StoreRuntime

extension TodoListState: TodoListReducer {
    mutating func add(title: String) {
        todos.append(Todo(id: nextID, title: title))
        nextID += 1
    }

    mutating func toggle(id: Int) {
        if let index = todos.firstIndex(where: { $0.id == id }) {
            todos[index].done.toggle()
        }
    }

    mutating func setFilter(filter: Filter) { self.filter = filter }

    mutating func clearDone() { todos.removeAll { $0.done } }
}
