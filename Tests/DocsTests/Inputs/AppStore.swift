// The store and the app objects Docs/Runtime.md's later excerpts talk to.
import StoreRuntime

let store = Store<AppState, AppAction>(initialState: AppState()) { state, action in
    switch action {
    case .increment: state.count += 1
    case .rename(let title): state.title = title
    }
}

@MainActor final class Label {
    var text = ""
}

@MainActor let label = Label()

final class ViewModel: @unchecked Sendable {
    var count = 0
}

let viewModel = ViewModel()

final class Indexer: @unchecked Sendable {
    func add(_ title: String) {}
}

let indexer = Indexer()

func index(_ title: String) {}

struct TitleAPI: Sendable {
    func fetchTitle() async throws -> String { "Title" }
}

let api = TitleAPI()
