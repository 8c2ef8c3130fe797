// What Docs/Runtime.md's excerpts assume: a state and action written by
// hand, with the named fields (`AppState.Field.count`, index 0, and
// `.title`, index 1) a generated state declares for the excerpts' `fields:`.
import StoreRuntime

struct AppState: Equatable, Sendable {
    typealias Field = StateField<AppState>
    var count = 0
    var title = ""
}

extension StateField where State == AppState {
    static let count = Self(index: 0)
    static let title = Self(index: 1)
}

enum AppAction: Equatable, Sendable {
    case increment
    case rename(String)
}
