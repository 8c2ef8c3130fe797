import CounterFeature
import StoreRuntime

// The app's own reducers. Counter actions never come here: the generated
// `reduce` hands `.counter(...)` to the feature's reducer.
extension AppState: AppReducer {
    mutating func signIn(name: String) { userName = name }
    mutating func signOut() { userName = nil }
    mutating func setTheme(theme: Theme) { self.theme = theme }
}
