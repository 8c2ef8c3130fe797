import ArgumentParser
import Foundation

/// `TimeTracker [--store PATH] [--at TIME] <subcommand>`: one request per
/// run against the state file. Without a subcommand, the help.
struct TimeTrackerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "TimeTracker",
        abstract: "Times activities per project; the state is kept between runs.",
        subcommands: [List.self, Add.self, Remove.self, Start.self, Stop.self, Fill.self])

    @OptionGroup var options: StateOptions
}

/// The options every subcommand takes, before or after its name.
struct StateOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The state file (default: $\(StateFileLocation.environmentVariable), else the app's data folder).",
            valueName: "path"))
    var store: String?

    @Option(
        name: .customLong("at"),
        help: ArgumentHelp("Record this time (e.g. 2026-11-22T09:00:00Z) instead of now.", valueName: "time"),
        transform: StateOptions.moment)
    var moment: Date?

    private static func moment(_ text: String) throws -> Date {
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw ValidationError("--at expects a time like 2026-11-22T09:00:00Z, not \"\(text)\"")
        }
        return date
    }
}

/// A subcommand: the request it stands for, run by `TimeTrackerApp.run(_:options:)`.
protocol RequestCommand: AsyncParsableCommand {
    var options: StateOptions { get }
    var request: UserRequest { get }
}

extension RequestCommand {
    func run() async throws {
        try await TimeTrackerApp.run(request, options: options)
    }

    /// Reads a project or activity name, which must not be blank.
    static func name(_ what: String) -> @Sendable (String) throws -> String {
        { text in
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("the \(what) name must not be empty")
            }
            return text
        }
    }
}

extension TimeTrackerCommand {
    struct List: RequestCommand {
        static let configuration = CommandConfiguration(abstract: "Shows every project and its activities.")
        @OptionGroup var options: StateOptions
        var request: UserRequest { .list }
    }

    struct Add: RequestCommand {
        static let configuration = CommandConfiguration(abstract: "Adds a project.")
        @OptionGroup var options: StateOptions
        @Argument(transform: name("project")) var project: String
        var request: UserRequest { .add(project: project) }
    }

    struct Remove: RequestCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a project and its activities.")
        @OptionGroup var options: StateOptions
        @Argument(transform: name("project")) var project: String
        var request: UserRequest { .remove(project: project) }
    }

    struct Start: RequestCommand {
        static let configuration = CommandConfiguration(
            abstract: "Starts timing an activity (stopping the running one).")
        @OptionGroup var options: StateOptions
        @Argument(transform: name("project")) var project: String
        @Argument(transform: name("activity")) var activity: String
        var request: UserRequest { .start(project: project, activity: activity) }
    }

    struct Stop: RequestCommand {
        static let configuration = CommandConfiguration(abstract: "Stops the project's running activity.")
        @OptionGroup var options: StateOptions
        @Argument(transform: name("project")) var project: String
        var request: UserRequest { .stop(project: project) }
    }
}

extension TimeTrackerCommand {
    /// Not a request to the store: writes a new database of sample activities
    /// and shows what loading it and saving one change cost (`SampleFill`).
    struct Fill: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fills a new store with sample activities and shows its load and save costs.")
        @OptionGroup var options: StateOptions
        @Argument(
            help: "How many activities (100000 for the size the example is measured at).",
            transform: Fill.count)
        var count: Int

        func run() async throws {
            let url = StateFileLocation.url(option: options.store)
            try SampleFill(url: url, count: count, now: options.moment ?? Date()).run { print($0) }
        }

        private static func count(_ text: String) throws -> Int {
            guard let count = Int(text), count > 0 else {
                throw ValidationError("the count must be a whole number above 0, not \"\(text)\"")
            }
            return count
        }
    }
}
