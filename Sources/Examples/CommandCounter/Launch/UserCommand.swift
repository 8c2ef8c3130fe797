/// One word on the command line, e.g. `inc` or `fetch`: what the user asks for.
enum UserCommand: String, Equatable, Sendable, CaseIterable, CustomStringConvertible {
    /// Increase, only while below the limit.
    case inc
    /// Decrease; an error at zero.
    case dec
    /// Increase half a second later, without waiting.
    case later
    /// Take the count from the (fake) server.
    case fetch
    case reset
    /// Print the state.
    case show
    /// Print the actions applied since launch.
    case history

    static let usage = "commands: " + allCases.map(\.rawValue).joined(separator: ", ")

    var description: String { rawValue }
}
