import Foundation

/// `swift run Todos [command ...]`: applies the commands (or a short demo)
/// and prints what each subscriber drew.
///
/// `main` is async so it runs on the main actor's queue: the views are then
/// called synchronously, in step with the dispatches.
@main
enum TodosMain {
    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["help"] || arguments == ["--help"] || arguments == ["-h"] {
            print(TodoCommandParser.usage)
            return
        }
        do {
            let commands = arguments.isEmpty ? TodoCommand.demo : try TodoCommandParser.parse(arguments)
            print("▶ launch")
            let app = TodosApp(
                drawList: { print("  list view:\n" + $0.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")) },
                drawFilterButton: { print("  filter button → \"\($0)\"") })
            print("  filter button: \"\(app.filterButton.title)\"")
            for command in commands {
                print("▶ \(command)")
                try app.perform(command)
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
