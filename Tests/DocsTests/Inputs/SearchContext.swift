// What Docs/Runtime.md's effects excerpt assumes: a search state whose
// `search(query:)` handler (the excerpt) returns an effect, wired the way a
// generated reducer wires it, and a search API given as a dependency.
import StoreRuntime

struct SearchState: Equatable, Sendable, EffectfulState {
    typealias Action = SearchAction

    var query = ""
    var results: [String] = []
    var isLoading = false
    var error: String?

    mutating func reduceWithEffects(_ action: SearchAction) -> Effect<SearchAction> {
        switch action {
        case .search(let query): return search(query: query)
        case .loaded(let results):
            self.results = results
            isLoading = false
        case .failed(let message):
            error = message
            isLoading = false
        }
        return .none
    }
}

enum SearchAction: Equatable, Sendable {
    case search(query: String)
    case loaded(results: [String])
    case failed(message: String)
}

protocol SearchAPI: Sendable {
    func search(_ query: String) async throws -> [String]
}
