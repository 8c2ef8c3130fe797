import StoreRuntime
import StoreTesting
import Testing

@testable import Standups

/// The third screen kind: it shares the list's value for new standups.
@Suite(.timeLimit(.minutes(1))) struct SettingsTests {
    @Test func aNewStandupLastsAsLongAsTheSettingsSay() {
        let store = TestStore(initialState: StandupsState())
        let settings = StackElementID(rawValue: 1)
        store.send(.list(.settingsTapped)) { $0.path.push(.settings(SettingsState(minutes: 5))) }
        store.send(.path(.element(id: settings, action: .settings(.setMinutes(minutes: 15))))) {
            $0.list.newMinutes = 15  // the screen shows the list's value
        }
        #expect(store.state.path[id: settings] == .settings(SettingsState(minutes: 15)))
        store.send(.path(.pop)) { $0.path = [] }
        store.send(.list(.addTapped)) { $0.list.addSheet = StandupFormState(standup: Standup(id: id(0), minutes: 15)) }
    }
}
