import Foundation

/// What the command line asks for, read before anything runs, so a typo
/// exits with a message and no side effects (no state file touched).
///
/// `CommandCounter [--store PATH] [--offline] [COMMAND...]`; without
/// `--store`, `$COMMAND_COUNTER_STORE`, else the platform's app data folder.
struct LaunchOptions: Equatable, Sendable {
    static let storeVariable = "COMMAND_COUNTER_STORE"
    static let usage = "usage: CommandCounter [--store PATH] [--offline] [COMMAND...]\n  \(UserCommand.usage)"

    /// `nil`: the default location.
    var storeURL: URL?
    var isOffline = false
    var commands: [UserCommand] = [.show]

    init(arguments: [String], environment: [String: String]) throws(LaunchError) {
        if let path = environment[Self.storeVariable], !path.isEmpty {
            storeURL = URL(fileURLWithPath: path)
        }
        var commands: [UserCommand] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--store":
                guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
                    throw .missingValue(option: argument)
                }
                storeURL = URL(fileURLWithPath: path)
            case "--offline":
                isOffline = true
            case "--":
                // `swift run CommandCounter -- …` passes the separator on.
                continue
            default:
                guard let command = UserCommand(rawValue: argument) else {
                    throw argument.hasPrefix("-") ? .unknownOption(argument) : .unknownCommand(argument)
                }
                commands.append(command)
            }
        }
        if !commands.isEmpty { self.commands = commands }
    }
}

/// A command line that cannot be run, said in one sentence.
enum LaunchError: Error, Equatable, CustomStringConvertible {
    case missingValue(option: String)
    case unknownOption(String)
    case unknownCommand(String)

    var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a file path"
        case .unknownOption(let option): "unknown option '\(option)'"
        case .unknownCommand(let word): "unknown command '\(word)'; \(UserCommand.usage)"
        }
    }
}
