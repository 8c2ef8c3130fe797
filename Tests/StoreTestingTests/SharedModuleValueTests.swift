import SharedValueFeatures
import StoreRuntime
import StoreTesting
import Testing

/// Data held by a module, through code the plugin generated from
/// ReadingRoom.store.yaml and Bookshelf.store.yaml: the books live in the
/// always-present shelf (`share: {book: "shelf.books[id]"}`), and the
/// screens showing one share it from there.
@Suite struct SharedModuleValueTests {
    static let milk = Book(id: 1, title: "Milk")
    static let tea = Book(id: 2, title: "Tea")

    static func room(_ books: [Book] = [milk, tea], name: String = "Shelf") -> ReadingRoomState {
        ReadingRoomState(shelf: BookshelfState(books: books, name: name))
    }

    /// The screen starts with the shelf's book; what it writes is the
    /// shelf's at once, the shelf's own derived value recomputed with it.
    @Test func aScreensWriteIsTheShelfsValue() {
        let store = TestStore(initialState: Self.room())
        store.send(.open(id: 1)) { $0.detail = BookDetailState(book: Self.milk) }
        store.send(.detail(.rename(title: "Oat milk"))) {
            $0.shelf = BookshelfState(books: [Book(id: 1, title: "Oat milk"), Self.tea])
        }
        #expect(store.state.shelf.titles == "Oat milk, Tea")
        #expect(store.state.detail?.heading == "Reading Oat milk")
    }

    /// The shelf renames a book: the screen showing it follows.
    @Test func aChangeByTheShelfReachesTheScreen() {
        let store = TestStore(initialState: Self.room())
        store.send(.open(id: 2)) { $0.detail = BookDetailState(book: Self.tea) }
        store.send(.shelf(.rename(id: 2, title: "Green tea"))) {
            $0.shelf = BookshelfState(books: [Self.milk, Book(id: 2, title: "Green tea")])
        }
        #expect(store.state.detail?.book == Book(id: 2, title: "Green tea"))
        #expect(store.state.detail?.heading == "Reading Green tea")
    }

    /// The shelf removes the book a screen shows: the screen closes.
    @Test func aBookRemovedFromTheShelfClosesItsScreen() {
        let store = TestStore(initialState: Self.room())
        store.send(.open(id: 1)) { $0.detail = BookDetailState(book: Self.milk) }
        store.send(.shelf(.remove(id: 1))) {
            $0.shelf = BookshelfState(books: [Self.tea])
            $0.detail = nil
        }
    }

    /// A field of the shelf (not an element) is shared both ways too, and a
    /// child made from the state starts with the shelf's value.
    @Test func aFieldOfTheShelfIsSharedBothWays() {
        let store = TestStore(initialState: Self.room(name: "Attic"))
        #expect(store.state.header.name == "Attic")
        store.send(.header(.rename(name: "Cellar"))) { $0.shelf = Self.room(name: "Cellar").shelf }
        #expect(store.state.header.name == "Cellar")
    }

    /// The same through a store, as an app dispatches.
    @Test func aStoreShowsNoStaleScreen() {
        let store = Store(initialState: Self.room([Self.milk]))
        store.dispatch(.open(id: 1))
        store.detail?.dispatch(.rename(title: "Oat milk"))
        #expect(store.state.shelf.books == [Book(id: 1, title: "Oat milk")])
        #expect(store.state.shelf.titles == "Oat milk")
        store.shelf.dispatch(.remove(id: 1))
        #expect(store.detail == nil && store.state.detail == nil)
    }
}
