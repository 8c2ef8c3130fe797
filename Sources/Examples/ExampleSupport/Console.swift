/// Where an example app's transcript goes: standard output when run, a
/// recording in tests. Middleware writes from whichever thread applies an
/// action (a command's task), views from the main actor, so implementations
/// must be thread-safe.
public protocol Console: Sendable {
    func write(_ line: String)
}
