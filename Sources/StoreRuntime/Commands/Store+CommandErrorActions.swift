extension Store {
    /// Makes errors thrown by commands (those run without their own `onError`)
    /// arrive as actions, so a failure changes the state like anything else
    /// instead of only being printed:
    ///
    /// ```swift
    /// store.reportCommandErrors(as: { .errorOccurred(message: "\($0)") })
    /// ```
    ///
    /// It replaces `commandErrorHandler`. The handler reaches the store
    /// without keeping it alive (the handler lives in the store), and a store
    /// scoped from this one shares it, like `commandErrorHandler`. A
    /// `CancellationError` is still not reported. `TestStore` has the same
    /// method, so a test can pass the app's mapping and `receive` the action.
    ///
    /// - Parameter action: the action that reports `error`; called on the
    ///   thread where the command threw.
    public func reportCommandErrors(as action: @escaping @Sendable (any Error) -> Action) {
        let access = weakAccess
        commandErrorHandler = { error in access.send(action(error)) }
    }
}
