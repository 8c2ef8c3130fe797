/// Where the app's transcript goes: standard output when run, a recording in
/// tests. Written to from the main actor and from the thread applying actions
/// (the logging middleware), so implementations must be thread-safe.
protocol Console: Sendable {
    func write(_ line: String)
}
