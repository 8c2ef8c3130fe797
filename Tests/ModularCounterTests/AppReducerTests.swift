import CounterFeature
import StoreTesting
import Testing

@testable import ModularCounter

/// Every action of ModularCounter's App.store.yaml, including the embedded module's case.
@Suite struct AppReducerTests {
    @Test func signInAndOut() {
        let store = TestStore(initialState: AppState())

        store.send(.signIn(name: "Ada")) { $0.userName = "Ada" }
        store.send(.signOut) { $0.userName = nil }
    }

    @Test func setTheme() {
        let store = TestStore(initialState: AppState())

        store.send(.setTheme(theme: .dark)) { $0.theme = .dark }
        store.send(.setTheme(theme: .dark))
    }

    @Test func counterActionsReachTheFeatureReducer() {
        let store = TestStore(initialState: AppState())

        store.send(.counter(.increment)) { $0.counter.count = 1 }
        store.send(.counter(.setStep(step: 10))) { $0.counter.step = 10 }
        store.send(.counter(.decrement)) { $0.counter.count = -9 }
        store.send(.counter(.reset)) { $0.counter.count = 0 }
    }
}
