import Foundation

/// Turns the arguments after the program name into an `Invocation`.
/// Options may appear anywhere; everything else is the command and its operands.
enum InvocationParser {
    static let usage = """
        Usage: TimeTracker [--store PATH] [--at ISO-8601] <command>

        Commands:
          list                          Shows every project and its activities.
          add <project>                 Adds a project.
          remove <project>              Removes a project and its activities.
          start <project> <activity>    Starts timing an activity (stopping the running one).
          stop <project>                Stops the project's running activity.
          help                          Shows this text.

        Options:
          --store PATH    State file (default: $TIMETRACKER_STORE, else the app's data folder).
          --at TIME       Record TIME (e.g. 2026-11-22T09:00:00Z) instead of now.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var stateFile: String?
        var moment: Date?
        var words: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--store":
                stateFile = try value(of: argument, from: &remaining)
            case "--at":
                let text = try value(of: argument, from: &remaining)
                guard let date = ISO8601DateFormatter().date(from: text) else {
                    throw UsageError("--at expects a time like 2026-11-22T09:00:00Z, not \"\(text)\"")
                }
                moment = date
            case "-h", "--help":
                words = ["help"]
            default:
                if argument.hasPrefix("--") { throw UsageError("unknown option \(argument) (see TimeTracker help)") }
                words.append(argument)
            }
        }
        return Invocation(command: try command(from: words), stateFile: stateFile, moment: moment)
    }

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
    }

    private static func command(from words: [String]) throws(UsageError) -> Command {
        guard let verb = words.first else { return .help }
        let operands = Array(words.dropFirst())
        switch verb {
        case "list":
            try expect(operands, named: [], for: verb)
            return .list
        case "add":
            try expect(operands, named: ["project"], for: verb)
            return .add(project: operands[0])
        case "remove":
            try expect(operands, named: ["project"], for: verb)
            return .remove(project: operands[0])
        case "start":
            try expect(operands, named: ["project", "activity"], for: verb)
            return .start(project: operands[0], activity: operands[1])
        case "stop":
            try expect(operands, named: ["project"], for: verb)
            return .stop(project: operands[0])
        case "help":
            return .help
        default:
            throw UsageError("unknown command \"\(verb)\" (see TimeTracker help)")
        }
    }

    private static func expect(_ operands: [String], named names: [String], for verb: String) throws(UsageError) {
        guard operands.count == names.count else {
            let expected = ([verb] + names.map { "<\($0)>" }).joined(separator: " ")
            throw UsageError("usage: TimeTracker \(expected)")
        }
        if let blank = zip(names, operands).first(where: { $0.1.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw UsageError("the \(blank.0) name must not be empty")
        }
    }
}
