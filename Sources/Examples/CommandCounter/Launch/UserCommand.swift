import ArgumentParser

/// One word on the command line, e.g. `inc` or `fetch`: what the user asks for.
/// ArgumentParser reads it by its raw value and lists the cases in the help.
enum UserCommand: String, Equatable, Sendable, CaseIterable, CustomStringConvertible, ExpressibleByArgument {
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

    var description: String { rawValue }
}
