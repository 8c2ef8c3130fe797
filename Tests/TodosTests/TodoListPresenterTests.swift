import Foundation
import Testing

@testable import Todos

@Suite struct TodoListPresenterTests {
    let todos = [
        Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Buy milk", completed: true),
        Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "Write report"),
        Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, title: "Call Ada"),
    ]

    /// The derived value the list shows, computed once in the app (TodosState+Derived.swift).
    @Test(arguments: [
        (Visibility.all, ["Buy milk", "Write report", "Call Ada"]),
        (.active, ["Write report", "Call Ada"]),
        (.completed, ["Buy milk"]),
    ])
    func theVisibleTodosAreThoseTheFilterLetsThrough(visibility: Visibility, titles: [String]) {
        #expect(TodosState.visibleTodos(todos: todos, visibility: visibility).map(\.title) == titles)
        #expect(TodosState(todos: todos, visibility: visibility).visibleTodos.map(\.title) == titles)
        #expect(TodosState.openCount(todos: todos) == 2)
    }

    @Test func theRowsAreTheVisibleTodosNumberedFromOne() {
        let visible = Array(todos.suffix(2))
        let screen = TodoListPresenter.screen(
            for: TodosTodoListProps(visibleTodos: visible, openCount: 2, visibility: .active))

        #expect(screen.rows.map(\.title) == ["Write report", "Call Ada"])
        #expect(screen.rows.map(\.number) == [1, 2])
        #expect(screen.footer == "2 items left · showing active")
    }

    @Test func theScreenAsText() {
        let screen = TodoListPresenter.screen(
            for: TodosTodoListProps(visibleTodos: Array(todos.prefix(2)), openCount: 1, visibility: .all))

        #expect(screen.text == "1. [x] Buy milk\n2. [ ] Write report\n1 item left · showing all")
        #expect(
            TodoListPresenter.screen(for: TodosTodoListProps(visibleTodos: [], openCount: 0, visibility: .active)).text
                == "(nothing to show)\n0 items left · showing active")
    }
}
