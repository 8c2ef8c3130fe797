// What Docs/PersistenceAndTesting.md's command excerpts assume: a list loaded
// by a command from an API.
import StoreRuntime
import StoreTesting
import Testing

struct ListState: Equatable, Sendable, ReducibleState {
    enum Action: Equatable, Sendable {
        case loaded([String])
        case failed(String)
    }

    var items: [String] = []
    var error: String?

    mutating func reduce(_ action: Action) {
        switch action {
        case .loaded(let items): self.items = items
        case .failed(let message): error = message
        }
    }
}

struct FakeAPI: Sendable {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    var items: [String] = []
    var offline = false

    func fetchItems() async throws -> [String] {
        if offline { throw Offline() }
        return items
    }
}

enum ListCommands {
    static func load(from api: FakeAPI) -> Command<ListState, ListState.Action> {
        Command { context in
            context.dispatch(.loaded(try await api.fetchItems()))
        }
    }
}

/// The test store the error-routing excerpt continues with.
@MainActor let store = TestStore(initialState: ListState())
