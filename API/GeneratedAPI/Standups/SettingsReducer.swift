import StoreRuntime

extension SettingsState: SettingsReducer {
    public mutating func setMinutes(minutes: Int) {
        self.minutes = max(1, minutes)
    }
}
