import Clocks
import ContactSearch
import StoreRuntime
import StoreTesting
import Testing

/// The ContactSearch store's effects as the app runs them, asserted action by
/// action: nothing waits for real time (the searches' pause is on the test
/// store's clock, which the tests advance), and every action an effect sends
/// back must be received.
/// (The time limit turns a hang into a failure.)
@Suite(.timeLimit(.minutes(1))) struct ContactSearchTests {
    static let ann = Contact(id: 1, name: "Ann")
    static let anna = Contact(id: 2, name: "Anna")
    static let bob = Contact(id: 3, name: "Bob")

    /// A test store whose effects use `server`.
    func makeStore(
        _ state: ContactSearchState = ContactSearchState(), server: FakeContactServer
    ) -> TestStore<ContactSearchState, ContactSearchAction> {
        let store = TestStore(initialState: state)
        store.dependencies = StoreDependencies().with(server as any ContactServer)
        return store
    }

    @Test func aSearchLoadsAfterItsPause() async {
        let store = makeStore(server: FakeContactServer(contacts: [Self.ann, Self.anna, Self.bob]))

        store.send(.search(query: "ann")) {
            $0.query = "ann"
            $0.request = .loading(query: "ann")
        }
        #expect(store.isEffectRunning(id: SearchRequest()))
        await store.advance(by: SearchRequest.pause)
        await store.receive(.searchLoaded(contacts: [Self.ann, Self.anna])) {
            $0.contacts = [Self.ann, Self.anna]
            $0.request = .loaded
        }
        await store.finish()
    }

    @Test func aFailedSearchArrivesAsAnAction() async {
        let store = makeStore(server: FakeContactServer(contacts: [Self.ann], isOffline: true))

        store.send(.search(query: "a")) {
            $0.query = "a"
            $0.request = .loading(query: "a")
        }
        await store.advance(by: SearchRequest.pause)
        await store.receive(.searchFailed(message: "the contact server is offline")) {
            $0.request = .failed(message: "the contact server is offline")
        }
        await store.finish()
    }

    @Test func aNewSearchCancelsTheOneStillWaiting() async {
        let store = makeStore(server: FakeContactServer(contacts: [Self.ann, Self.anna, Self.bob]))

        store.send(.search(query: "a")) {
            $0.query = "a"
            $0.request = .loading(query: "a")
        }
        await store.advance(by: SearchRequest.pause / 2)
        store.send(.search(query: "bo")) {
            $0.query = "bo"
            $0.request = .loading(query: "bo")
        }
        await store.advance(by: SearchRequest.pause)
        // Only the second search answers: "a" would have found all three.
        await store.receive(.searchLoaded(contacts: [Self.bob])) {
            $0.contacts = [Self.bob]
            $0.request = .loaded
        }
        await store.finish()
    }

    @Test func cancellingASearchSendsNothing() async {
        let store = makeStore(server: FakeContactServer(contacts: [Self.ann]))

        store.send(.search(query: "a")) {
            $0.query = "a"
            $0.request = .loading(query: "a")
        }
        store.send(.cancelSearch) { $0.request = .idle }
        #expect(!store.isEffectRunning(id: SearchRequest()))
        await store.advance(by: SearchRequest.pause)
        await store.finish()
        #expect(store.runningEffectCount == 0)
    }

    @Test func aFavouriteShowsAtOnceAndIsKeptWhenSaved() async {
        let loaded = ContactSearchState(request: .loaded, contacts: [Self.ann, Self.bob])
        let store = makeStore(loaded, server: FakeContactServer(contacts: [Self.ann, Self.bob]))

        store.send(.toggleFavorite(id: 3)) { $0.contacts[1].isFavorite = true }
        await store.receive(.favoriteSaved(id: 3))
        await store.finish()
    }

    @Test func aRefusedFavouriteIsRolledBack() async {
        let loaded = ContactSearchState(request: .loaded, contacts: [Self.ann, Self.bob])
        let server = FakeContactServer(contacts: [Self.ann, Self.bob], lockedContacts: [1])
        let store = makeStore(loaded, server: server)

        store.send(.toggleFavorite(id: 1)) { $0.contacts[0].isFavorite = true }
        await store.receive(
            .favoriteFailed(id: 1, isFavorite: false, message: "the server refused to change contact 1")
        ) {
            $0.contacts[0].isFavorite = false
            $0.favoriteError = "the server refused to change contact 1"
        }
        store.send(.toggleFavorite(id: 3)) { $0.contacts[1].isFavorite = true }
        await store.receive(.favoriteSaved(id: 3)) { $0.favoriteError = nil }
        await store.finish()
    }

    @Test func aStoreWithoutAServerReportsItAsAFailedSearch() async {
        let store = TestStore(initialState: ContactSearchState())

        store.send(.search(query: "a")) {
            $0.query = "a"
            $0.request = .loading(query: "a")
        }
        await store.advance(by: SearchRequest.pause)
        // What the test asserts is that the search failed: matched by its case
        // (the generated `ContactSearchAction.Case`), the runtime's wording
        // shows in the state's assertion only.
        let message = "no dependency of type ContactServer was given to the store (StoreDependencies.with)"
        await store.receive(case: .searchFailed) { $0.request = .failed(message: message) }
        await store.finish()
    }

    @Test func aSearchThenAFavouriteAsOneFlow() async {
        let store = makeStore(server: FakeContactServer(contacts: [Self.ann, Self.anna, Self.bob]))
        store.exhaustivity = .off

        store.send(.search(query: "an"))
        store.send(.search(query: "ann"))
        await store.advance(by: SearchRequest.pause)
        store.send(.toggleFavorite(id: 2))
        await store.receive(.favoriteSaved(id: 2))
        store.assert {
            $0.contacts = [Self.ann, Contact(id: 2, name: "Anna", isFavorite: true)]
            $0.request = .loaded
        }
        await store.finish()
    }

    /// The app's store runs the same effects: the result reaches its state.
    /// (Its pause takes no time on an `ImmediateClock`.)
    @Test func theAppsStoreRunsTheEffects() async {
        let store = ContactSearchStore(
            initialState: ContactSearchState(), clock: ImmediateClock(),
            dependencies: StoreDependencies().with(
                FakeContactServer(contacts: [Self.ann, Self.bob]) as any ContactServer))
        store.dispatch(.search(query: "b"))
        await store.waitForCommands()
        #expect(store.state.contacts == [Self.bob])
        #expect(store.state.request == .loaded)
    }
}
