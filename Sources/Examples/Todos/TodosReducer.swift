import Foundation
import StoreRuntime

// The app's reducers: Reflow's "actions are methods", one per action of
// Todos.store.yaml.
extension TodosState: TodosReducer {
    mutating func addTodo(title: String, uuid: UUIDSource) {
        todos.append(Todo(id: uuid(), title: title))
    }

    mutating func toggleTodo(id: UUID) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].completed.toggle()
    }

    mutating func removeTodo(id: UUID) {
        todos.removeAll { $0.id == id }
    }

    mutating func clearCompleted() {
        todos.removeAll(where: \.completed)
    }

    mutating func setVisibility(visibility: Visibility) {
        self.visibility = visibility
    }

    mutating func loadTodos(todos: [Todo]) {
        self.todos = todos
        visibility = .all
    }
}
