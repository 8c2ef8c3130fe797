extension Visibility {
    /// Whether a todo shows up under this filter.
    func includes(_ todo: Todo) -> Bool {
        switch self {
        case .all: true
        case .active: !todo.completed
        case .completed: todo.completed
        }
    }
}
