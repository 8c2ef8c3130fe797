// What Docs/Runtime.md's excerpts assume: a hand-written state and action.
// `count` is field 0 and `title` field 1 for the excerpts' `fields:`.
import StoreRuntime

struct AppState: Equatable, Sendable {
    var count = 0
    var title = ""
}

enum AppAction: Equatable, Sendable {
    case increment
    case rename(String)
}
