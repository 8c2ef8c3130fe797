import SharedValueFeatures
import StoreRuntime
import Testing

/// The stores a generated parent gives for its children, on the code the
/// plugin generated from Library.store.yaml (Tests/SharedValueFeatures): a
/// stack screen's store, typed by the screen's kind, carries the screen's own
/// subscriptions (of its state and its actions), and is `nil` once the
/// screen is gone, never a fallback.
@Suite @MainActor struct ChildStoreTests {
    static let milk = Book(id: 1, title: "Milk")
    static let tea = Book(id: 2, title: "Tea")

    @Test func aStackScreensStoreDeliversTheScreensSubscriptions() throws {
        let library = Store(initialState: LibraryState(books: [Self.milk, Self.tea]))
        library.dispatch(.push(id: 1))
        library.dispatch(.push(id: 2))
        let first = library.state.path.ids[0]
        let screen = try #require(library.path(id: first)?.book)
        let headings = Headings()
        let token = screen.subscribe(title: { headings.values.append($0.heading) })
        library.dispatch(.rename(id: 1, title: "Oat milk"))  // the screen's book, renamed by the library
        library.dispatch(.rename(id: 2, title: "Green tea"))  // the other screen's: nothing to hear
        screen.dispatch(.rename(title: "Milk"))
        #expect(headings.values == ["Reading Milk", "Reading Oat milk", "Reading Milk"])
        #expect(library.state.books[0].title == "Milk")
        token.cancel()
    }

    /// A screen's store hears the actions sent to that screen, whether through
    /// it or through the library, as the library's store hears its own; not
    /// another screen's, and not the actions its subscription leaves out.
    @Test func aScreensStoreHearsTheActionsSentToThatScreen() throws {
        let library = Store(initialState: LibraryState(books: [Self.milk, Self.tea]))
        library.dispatch(.push(id: 1))
        library.dispatch(.push(id: 2))
        let (first, second) = (library.state.path.ids[0], library.state.path.ids[1])
        let screen = try #require(library.path(id: first)?.book)
        let heard = Heard()
        let token = screen.subscribe(readings: { heard.events.append($0) })
        screen.dispatch(.read)
        library.dispatch(.path(.element(id: second, action: .book(.read))))  // the other screen's
        library.dispatch(.path(.element(id: first, action: .book(.read))))
        library.dispatch(.path(.element(id: first, action: .book(.rename(title: "Oat milk")))))  // not a reading
        #expect(heard.events == [.read, .read])
        token.cancel()
    }

    @Test func aSheetsStoreHearsTheActionsSentToTheSheet() throws {
        let library = Store(initialState: LibraryState(books: [Self.milk]))
        library.dispatch(.open(id: 1))
        let sheet = try #require(library.detail)
        let heard = Heard()
        let token = sheet.subscribe(readings: { heard.events.append($0) })
        library.dispatch(.detail(.read))
        library.dispatch(.path(.push(.book(BookDetailState(book: Self.milk)))))
        // A screen's action, not the sheet's.
        library.dispatch(.path(.element(id: library.state.path.ids[0], action: .book(.read))))
        #expect(heard.events == [.read])
        token.cancel()
    }

    @Test func aScreensStoreIsNilOnceItIsPoppedOrOfAnotherKind() {
        let library = Store(initialState: LibraryState(books: [Self.milk]))
        library.dispatch(.push(id: 1))
        let top = library.state.path.ids[0]
        #expect(library.path(id: top)?.book?.state.book == Self.milk)
        library.dispatch(.path(.pop))
        #expect(library.path(id: top) == nil)
        #expect(library.path(id: top)?.book == nil)
    }

    @Test func aRowsStoreIsNilOnceItIsRemoved() {
        let library = Store(
            initialState: LibraryState(
                books: [Self.milk, Self.tea],
                rows: [
                    BookRowState(id: 1, book: Self.milk), BookRowState(id: 2, book: Self.tea),
                ]))
        library.rows(id: 2)?.dispatch(.rename(title: "Green tea"))
        #expect(library.state.books[1].title == "Green tea")
        library.dispatch(.remove(id: 2))
        #expect(library.rows(id: 2) == nil && library.rows(id: 1)?.state.book == Self.milk)
    }
}

/// What a subscription delivered, in order.
@MainActor private final class Headings {
    var values: [String] = []
}

/// What an action subscription delivered, in order.
@MainActor private final class Heard {
    var events: [BookDetailReadingsEvent] = []
}
