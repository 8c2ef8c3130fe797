/// Whether code runs on the thread the main actor is using, for code that must
/// decide at run time (a callback that may be called from anywhere) instead of
/// being declared `@MainActor`.
///
/// `Thread.isMainThread` cannot answer this on Linux: there the main actor runs
/// on the process's first thread only until an async `main` (or `swift test`)
/// hands the main queue to `dispatchMain()`, after which another thread drains
/// it. This checks both, as the store does when it decides whether a
/// main-actor subscriber may be called synchronously. On Apple platforms it is
/// the main-thread check.
///
/// It tells where code runs, not what the compiler knows: to call main-actor
/// API after a `true`, use `MainActor.assumeIsolated`.
public enum MainActorThread {
    /// Whether the caller runs on the main actor's thread (or, on Linux, is
    /// draining the main queue).
    @inlinable
    public static var isCurrent: Bool { ThreadIdentity.isMain }
}
