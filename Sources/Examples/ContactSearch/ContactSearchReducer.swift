// The reducers of the ContactSearch store, scaffolded by `storegen stubs` and
// then filled in. They stay pure: the handlers of `search` and
// `toggleFavorite` change the state and return the request to make, which
// the store runs; the server's answer comes back as an action.

import StoreRuntime

extension ContactSearchState: ContactSearchReducer {
    public mutating func search(query: String) -> Effect<ContactSearchAction> {
        self.query = query
        guard !query.isEmpty else {
            request = .idle
            contacts = []
            return .cancel(id: SearchRequest())
        }
        request = .loading(query: query)
        return .run(id: SearchRequest(), cancelInFlight: true) { effect in
            // Typing "a", "an", "ann" searches once: each search replaces the
            // one still waiting here.
            try await effect.clock.sleep(for: SearchRequest.pause)
            let server = try effect.dependency((any ContactServer).self)
            effect.send(.searchLoaded(contacts: try await server.search(query)))
        } catch: { error in
            .searchFailed(message: "\(error)")
        }
    }

    public mutating func cancelSearch() -> Effect<ContactSearchAction> {
        if case .loading = request { request = .idle }
        return .cancel(id: SearchRequest())
    }

    public mutating func searchLoaded(contacts: [Contact]) {
        self.contacts = contacts
        request = .loaded
    }

    public mutating func searchFailed(message: String) {
        request = .failed(message: message)
    }

    public mutating func toggleFavorite(id: Int) -> Effect<ContactSearchAction> {
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return .none }
        let wasFavorite = contacts[index].isFavorite
        // Optimistic: shown now, undone by `favoriteFailed` if the server refuses.
        contacts[index].isFavorite = !wasFavorite
        return .run { effect in
            let server = try effect.dependency((any ContactServer).self)
            try await server.setFavorite(!wasFavorite, contact: id)
            effect.send(.favoriteSaved(id: id))
        } catch: { error in
            .favoriteFailed(id: id, isFavorite: wasFavorite, message: "\(error)")
        }
    }

    public mutating func favoriteSaved(id: Int) {
        favoriteError = nil
    }

    public mutating func favoriteFailed(id: Int, isFavorite: Bool, message: String) {
        if let index = contacts.firstIndex(where: { $0.id == id }) {
            contacts[index].isFavorite = isFavorite
        }
        favoriteError = message
    }
}
