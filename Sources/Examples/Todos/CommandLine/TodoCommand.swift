/// One user request. Todos are referred to by their number in the list as
/// currently shown, the way a user would point at a row.
enum TodoCommand: Equatable, Sendable, CustomStringConvertible {
    case add(String)
    case toggle(Int)
    case remove(Int)
    case clearCompleted
    case show(Visibility)

    /// The run `swift run Todos` makes without arguments, whose transcript
    /// Docs/Examples-TimeTracker-ModularCounter-Todos.md shows.
    static let demo: [TodoCommand] = [
        .add("Buy milk"), .add("Write report"), .add("Call Ada"),
        .toggle(1), .show(.active), .toggle(2), .show(.completed), .remove(1), .show(.all), .clearCompleted,
    ]

    var description: String {
        switch self {
        case .add(let title): "add \"\(title)\""
        case .toggle(let number): "toggle \(number)"
        case .remove(let number): "remove \(number)"
        case .clearCompleted: "clear"
        case .show(let visibility): "show \(visibility)"
        }
    }
}
