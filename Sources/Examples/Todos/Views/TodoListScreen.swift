import Foundation

/// The list as the user sees it: the visible todos, numbered from 1 (the
/// numbers commands refer to), and a footer.
struct TodoListScreen: Equatable, Sendable {
    struct Row: Equatable, Sendable {
        var number: Int
        var id: UUID
        var title: String
        var completed: Bool
    }

    var rows: [Row]
    /// `2 items left · showing active`.
    var footer: String

    var text: String {
        let lines = rows.map { "\($0.number). [\($0.completed ? "x" : " ")] \($0.title)" }
        return (lines.isEmpty ? ["(nothing to show)"] : lines).joined(separator: "\n") + "\n" + footer
    }
}
