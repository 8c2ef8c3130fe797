import ArgumentParser
import ExampleSupport

/// `swift run Todos [command ...]`: applies the commands (or a short demo)
/// and prints what each subscriber drew.
struct TodosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Todos",
        abstract: "A todo list with a visibility filter; without commands, a short demo.",
        discussion: "Commands, any number, in order:\n" + TodoSteps.summary)

    @Argument(help: ArgumentHelp("Commands, e.g. add \"Buy milk\" toggle 1 show active.", valueName: "command"))
    var words: [String] = []

    func validate() throws {
        _ = try TodoSteps.parse(words)
    }

    func run() async throws {
        try await play(words.isEmpty ? TodoCommand.demo : TodoSteps.parse(words))
    }

    /// On the main actor, so the views are called synchronously, in step
    /// with the dispatches.
    @MainActor
    private func play(_ commands: [TodoCommand]) throws {
        print("▶ launch")
        let app = TodosApp(
            drawList: {
                print("  list view:\n" + $0.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            },
            drawFilterButton: { print("  filter button → \"\($0)\"") })
        print("  filter button: \"\(app.filterButton.title)\"")
        for command in commands {
            print("▶ \(command)")
            try app.perform(command)
        }
    }
}

@main
enum TodosMain {
    static func main() async {
        await TodosCommand.mainAfterSwiftRunSeparator()
    }
}
