// The derived values of Todos.store.yaml, each computed once here from
// exactly its inputs; the state recomputes one only when an input changed.
extension TodosState {
    static func visibleTodos(todos: [Todo], visibility: Visibility) -> [Todo] {
        todos.filter(visibility.includes)
    }

    static func openCount(todos: [Todo]) -> Int {
        todos.count { !$0.completed }
    }
}
