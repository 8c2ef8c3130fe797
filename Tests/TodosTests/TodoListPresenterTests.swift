import Foundation
import Testing
@testable import Todos

@Suite struct TodoListPresenterTests {
    let todos = [
        Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Buy milk", completed: true),
        Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "Write report"),
        Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, title: "Call Ada"),
    ]

    @Test(arguments: [
        (Visibility.all, ["Buy milk", "Write report", "Call Ada"]),
        (.active, ["Write report", "Call Ada"]),
        (.completed, ["Buy milk"]),
    ])
    func onlyTheVisibleTodosAreShownNumberedFromOne(visibility: Visibility, titles: [String]) {
        let screen = TodoListPresenter.screen(for: TodosTodoListProps(todos: todos, visibility: visibility))

        #expect(screen.rows.map(\.title) == titles)
        #expect(screen.rows.map(\.number) == Array(1...titles.count))
        #expect(screen.footer == "2 items left · showing \(visibility)")
    }

    @Test func theScreenAsText() {
        let screen = TodoListPresenter.screen(for: TodosTodoListProps(todos: Array(todos.prefix(2)), visibility: .all))

        #expect(screen.text == "1. [x] Buy milk\n2. [ ] Write report\n1 item left · showing all")
        #expect(TodoListPresenter.screen(for: TodosTodoListProps(todos: [], visibility: .active)).text
            == "(nothing to show)\n0 items left · showing active")
    }
}
