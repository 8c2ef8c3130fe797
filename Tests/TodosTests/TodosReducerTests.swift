import Foundation
import StoreRuntime
import StoreTesting
import Testing

@testable import Todos

/// Every action of Todos.store.yaml, and the derived values that follow the
/// state (the test store recomputes them in the expected state too, so each
/// assertion below covers them).
@Suite struct TodosReducerTests {
    /// The ids a test store's `uuid` makes first (and a store given `.incrementing()`).
    let milk = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    let report = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

    @Test func addTodoAppendsAnOpenTodoWithANewID() {
        let store = TestStore(initialState: TodosState())

        store.send(.addTodo(title: "Buy milk")) { $0.todos = [Todo(id: milk, title: "Buy milk")] }
        store.send(.addTodo(title: "Write report")) { $0.todos.append(Todo(id: report, title: "Write report")) }
    }

    @Test func toggleTodoFlipsOnlyThatTodo() {
        let store = TestStore(
            initialState: TodosState(todos: [
                Todo(id: milk, title: "Buy milk"), Todo(id: report, title: "Write report"),
            ]))

        store.send(.toggleTodo(id: report)) { $0.todos[1].completed = true }
        store.send(.toggleTodo(id: report)) { $0.todos[1].completed = false }
        store.send(.toggleTodo(id: UUID()))
    }

    @Test func removeTodo() {
        let store = TestStore(
            initialState: TodosState(todos: [
                Todo(id: milk, title: "Buy milk"), Todo(id: report, title: "Write report"),
            ]))

        store.send(.removeTodo(id: milk)) { $0.todos = [Todo(id: report, title: "Write report")] }
        store.send(.removeTodo(id: milk))
    }

    @Test func clearCompletedKeepsOpenTodos() {
        let store = TestStore(
            initialState: TodosState(todos: [
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

    @Test func theVisibleTodosFollowTogglesAndTheFilter() {
        let store = TestStore(
            initialState: TodosState(
                todos: [Todo(id: milk, title: "Buy milk"), Todo(id: report, title: "Write report")], visibility: .active
            ))
        #expect(store.state.visibleTodos.map(\.id) == [milk, report])
        #expect(store.state.openCount == 2)

        store.send(.toggleTodo(id: milk)) { $0.todos[0].completed = true }
        #expect(store.state.visibleTodos.map(\.id) == [report])
        #expect(store.state.openCount == 1)

        store.send(.setVisibility(visibility: .completed)) { $0.visibility = .completed }
        #expect(store.state.visibleTodos.map(\.id) == [milk])
        #expect(store.state.openCount == 1)

        store.send(.toggleTodo(id: milk)) { $0.todos[0].completed = false }
        #expect(store.state.visibleTodos.isEmpty)
        #expect(store.state.openCount == 2)

        store.send(.setVisibility(visibility: .all)) { $0.visibility = .all }
        store.send(.clearCompleted)
        store.send(.removeTodo(id: milk)) { $0.todos.removeFirst() }
        #expect(store.state.visibleTodos.map(\.title) == ["Write report"])
        #expect(store.state.openCount == 1)
    }

    @Test func aStoreDeliversTheDerivedValuesToTheListAsTheyChange() {
        let store = TodosStore(initialState: TodosState(), dependencies: StoreDependencies(uuid: .incrementing()))
        let lists = Box<[[String]]>([])
        let token = store.subscribeSynchronously(fields: [.visibleTodos], select: { $0.visibleTodos.map(\.title) }) {
            lists.value.append($0)
        }

        store.dispatch(.addTodo(title: "Buy milk"))
        store.dispatch(.addTodo(title: "Write report"))
        store.dispatch(.toggleTodo(id: milk))
        store.dispatch(.setVisibility(visibility: .active))
        store.dispatch(.setVisibility(visibility: .active))
        token.cancel()

        // Toggling changes the visible todos but not their titles; the second
        // filter change changes nothing.
        #expect(lists.value == [[], ["Buy milk"], ["Buy milk", "Write report"], ["Write report"]])
        #expect(store.state.visibleTodos.map(\.id) == [report])
        #expect(store.state.openCount == 1)
    }
}

/// Collects what a synchronous subscriber delivers.
private final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
