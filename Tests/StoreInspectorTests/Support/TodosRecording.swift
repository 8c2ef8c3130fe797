import Foundation
import StoreRuntime

@testable import Todos

/// A recording the Todos example's store writes: three todos loaded, the
/// second one toggled, the first removed.
enum TodosRecording {
    static let ids = (1...3).map { UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")! }

    static func write(to url: URL) throws {
        let todos = zip(ids, ["Buy milk", "Write report", "Call Ana"]).map { Todo(id: $0, title: $1) }
        let store = TodosStore(initialState: TodosState(), middleware: [try .inspectorRecording(to: url)])
        store.dispatch(.loadTodos(todos: todos))
        store.dispatch(.toggleTodo(id: ids[1]))
        store.dispatch(.removeTodo(id: ids[0]))
    }
}
