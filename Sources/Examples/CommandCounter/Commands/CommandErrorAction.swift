extension CommandCounterAction {
    /// How a command's failure reaches the state: the error's description as
    /// `errorOccurred`, so it is shown like any other change. The app's store
    /// and the tests' `TestStore` both report command errors through it.
    static func errorOccurred(describing error: any Error) -> Self {
        .errorOccurred(message: String(describing: error))
    }
}
