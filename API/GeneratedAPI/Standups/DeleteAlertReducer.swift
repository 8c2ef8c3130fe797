import StoreRuntime

// The detail screen hears both and dismisses the alert.
extension DeleteAlertState: DeleteAlertReducer {
    public mutating func confirm() {}

    public mutating func cancel() {}
}
