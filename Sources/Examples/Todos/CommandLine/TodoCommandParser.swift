import Foundation

/// Reads a sequence of commands from the arguments:
/// `add "Buy milk" add "Call Ada" toggle 1 show active`.
enum TodoCommandParser {
    static let usage = """
        Usage: Todos [command ...]     (no commands: a short demo)

        Commands:
          add <title>                   Adds an open todo.
          toggle <n>                    Marks the n-th shown todo done (or open again).
          remove <n>                    Removes the n-th shown todo.
          clear                         Removes every completed todo.
          show all|active|completed     Chooses which todos are shown.
        """

    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws(Failure) -> [TodoCommand] {
        var commands: [TodoCommand] = []
        var remaining = arguments[...]
        while let verb = remaining.popFirst() {
            switch verb {
            case "add":
                let title = try operand(of: verb, named: "title", from: &remaining)
                guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw Failure(description: "add needs a non-empty title")
                }
                commands.append(.add(title))
            case "toggle":
                commands.append(.toggle(try number(of: verb, from: &remaining)))
            case "remove":
                commands.append(.remove(try number(of: verb, from: &remaining)))
            case "clear":
                commands.append(.clearCompleted)
            case "show":
                let name = try operand(of: verb, named: "filter", from: &remaining)
                guard let visibility = Visibility(rawValue: name) else {
                    throw Failure(description: "show expects all, active or completed, not \"\(name)\"")
                }
                commands.append(.show(visibility))
            default:
                throw Failure(description: "unknown command \"\(verb)\"\n\n\(usage)")
            }
        }
        return commands
    }

    private static func operand(of verb: String, named name: String, from remaining: inout ArraySlice<String>) throws(Failure) -> String {
        guard let value = remaining.popFirst() else { throw Failure(description: "\(verb) needs a \(name)") }
        return value
    }

    private static func number(of verb: String, from remaining: inout ArraySlice<String>) throws(Failure) -> Int {
        let text = try operand(of: verb, named: "todo number", from: &remaining)
        guard let number = Int(text), number >= 1 else {
            throw Failure(description: "\(verb) expects a todo number (1, 2, …), not \"\(text)\"")
        }
        return number
    }
}
