import Dispatch

/// Where code is running: on the main actor or in the background.
///
/// `Thread.isMainThread` cannot tell on Linux: once an async `main` awaits,
/// the main actor's queue is drained by a worker thread, not the process's
/// first thread. The main queue itself can tell, on every platform.
enum RunningContext {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isMainActor: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// `main actor` or `background`, for the transcript.
    static var label: String {
        isMainActor ? "main actor" : "background"
    }
}
