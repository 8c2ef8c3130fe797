import ExampleSupport

/// `swift run TimeTracker [--store PATH] [--at TIME] <subcommand>`.
@main
enum TimeTrackerMain {
    static func main() async {
        await TimeTrackerCommand.mainAfterSwiftRunSeparator()
    }
}
