import Foundation
import StoreTesting
import Testing
@testable import Todos

/// Every action of Todos.store.yaml.
@Suite struct TodosReducerTests {
    let milk = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let report = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!

    @Test func addTodoAppendsAnOpenTodoOnce() {
        let store = TestStore(initialState: TodosState())

        store.send(.addTodo(id: milk, title: "Buy milk")) { $0.todos = [Todo(id: milk, title: "Buy milk")] }
        store.send(.addTodo(id: report, title: "Write report")) { $0.todos.append(Todo(id: report, title: "Write report")) }
        store.send(.addTodo(id: milk, title: "Buy milk again"))
    }

    @Test func toggleTodoFlipsOnlyThatTodo() {
        let store = TestStore(initialState: TodosState(todos: [Todo(id: milk, title: "Buy milk"), Todo(id: report, title: "Write report")]))

        store.send(.toggleTodo(id: report)) { $0.todos[1].completed = true }
        store.send(.toggleTodo(id: report)) { $0.todos[1].completed = false }
        store.send(.toggleTodo(id: UUID()))
    }

    @Test func removeTodo() {
        let store = TestStore(initialState: TodosState(todos: [Todo(id: milk, title: "Buy milk"), Todo(id: report, title: "Write report")]))

        store.send(.removeTodo(id: milk)) { $0.todos = [Todo(id: report, title: "Write report")] }
        store.send(.removeTodo(id: milk))
    }

    @Test func clearCompletedKeepsOpenTodos() {
        let store = TestStore(initialState: TodosState(todos: [
            Todo(id: milk, title: "Buy milk", completed: true), Todo(id: report, title: "Write report"),
        ]))

        store.send(.clearCompleted) { $0.todos = [Todo(id: report, title: "Write report")] }
        store.send(.clearCompleted)
    }

    @Test func setVisibility() {
        let store = TestStore(initialState: TodosState())

        store.send(.setVisibility(visibility: .completed)) { $0.visibility = .completed }
        store.send(.setVisibility(visibility: .active)) { $0.visibility = .active }
    }
}
