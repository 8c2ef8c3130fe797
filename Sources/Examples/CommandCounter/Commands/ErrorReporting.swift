import StoreRuntime

extension Store where State == CommandCounterState, Action == CommandCounterAction {
    /// Routes every error a command throws into the state as `errorOccurred`,
    /// so a failure is shown like any other change instead of being printed
    /// somewhere. Holds the store weakly: the handler lives in the store.
    func reportCommandErrorsAsActions() {
        commandErrorHandler = { [weak self] error in
            self?.dispatch(.errorOccurred(message: String(describing: error)))
        }
    }
}
