/// A mistake in what the user typed or asked for; printed as `error: <message>`
/// with a non-zero exit, never a crash.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
