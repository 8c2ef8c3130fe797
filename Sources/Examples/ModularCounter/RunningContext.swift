import StoreRuntime

/// Where code is running, as the transcript shows it.
enum RunningContext {
    /// `main actor` or `background`.
    static var label: String {
        MainActorThread.isCurrent ? "main actor" : "background"
    }
}
