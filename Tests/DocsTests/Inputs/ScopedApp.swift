// What Docs/Runtime.md's scoping excerpt assumes: an app whose state embeds
// a feature's at field 3, and whose actions wrap the feature's.
import StoreRuntime

struct ReportsState: Equatable, Sendable {
    var total = 0
}

enum ReportsAction: Equatable, Sendable {
    case refresh
}

struct AppState: Equatable, Sendable {
    typealias Field = StateField<AppState>
    var count = 0
    var title = ""
    var signedIn = false
    var reports = ReportsState()
}

extension StateField where State == AppState {
    static let reports = Self(index: 3)
}

enum AppAction: Equatable, Sendable {
    case increment
    case reports(ReportsAction)
}

let app = Store<AppState, AppAction>(initialState: AppState()) { state, action in
    if case .increment = action { state.count += 1 }
}
