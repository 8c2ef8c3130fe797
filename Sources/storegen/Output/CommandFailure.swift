/// A failure the user caused and can fix (a file that already exists, an
/// unwritable directory). `StoreGenCLI.main` prints it as `error: message`
/// and exits 1, never with a backtrace or usage text.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
