import Clocks
import SharedValueFeatures
import StoreRuntime
import StoreTesting
import Testing

/// Data held once, through code the plugin generated from Library.store.yaml
/// and BookDetail.store.yaml: the screens showing a book share the library's
/// book, so no screen can show a stale copy of it.
@Suite(.timeLimit(.minutes(1))) struct SharedValueTests {
    static let milk = Book(id: 1, title: "Milk")
    static let tea = Book(id: 2, title: "Tea")

    @Test func deleteWhileTheItemIsOpen() async {
        let clock = TestClock()
        let store = TestStore(initialState: LibraryState(books: [Self.milk, Self.tea]))
        store.clock = clock

        store.send(.open(id: 1)) { $0.detail = BookDetailState(book: Self.milk) }
        store.send(.detail(.startReading))
        await clock.waitUntilSomethingSleeps()
        // The book goes from the list while its screen is open: the screen
        // closes with it, and what it started ends with it.
        store.send(.remove(id: 1)) {
            $0.books = [Self.tea]
            $0.detail = nil
        }
        // Its reading would have counted after a second: nothing comes.
        await clock.advance(by: .seconds(2))
        // An action for the closed screen finds no book to show: dropped and reported.
        withKnownIssue {
            store.send(.detail(.rename(title: "Oat milk")))
        } matching: { issue in
            message(of: issue) == ".rename(title: \"Oat milk\") was dropped: the child 'detail' is absent"
        }
        #expect(store.state.books == [Self.tea])
        await store.finish()
    }

    /// The reducer closes screens only after an action that changed the
    /// books or the screens: one that also changes another field is such an
    /// action all the same.
    @Test func aRemovalBesideAnotherChangeStillClosesTheScreens() {
        let store = TestStore(initialState: LibraryState(books: [Self.milk, Self.tea]))
        store.send(.open(id: 1)) { $0.detail = BookDetailState(book: Self.milk) }
        store.send(.push(id: 1)) { $0.path = [.book(BookDetailState(book: Self.milk))] }
        store.send(.retire(id: 1, name: "Shop")) {
            $0.name = "Shop"
            $0.books = [Self.tea]
            $0.detail = nil
            $0.path = []
        }
    }

    /// A screen whose book the library does not hold (it was made so) is
    /// closed by an action that changes the screen, though not the books.
    @Test func aScreenOfABookTheLibraryDoesNotHoldClosesWhenItChanges() {
        let store = TestStore(initialState: LibraryState(books: [Self.milk], detail: BookDetailState(book: Self.tea)))
        store.send(.detail(.read)) { $0.detail = nil }
    }

    @Test func aDeleteFromTheScreenItselfClosesIt() {
        let store = TestStore(initialState: LibraryState(books: [Self.milk]))
        store.send(.open(id: 1)) { $0.detail = BookDetailState(book: Self.milk) }
        // The parent hears `delete` and removes the book: the screen goes too.
        store.send(.detail(.delete)) {
            $0.books = []
            $0.detail = nil
        }
    }

    @Test func aScreensWriteIsTheParentsValue() {
        let store = TestStore(initialState: LibraryState(books: [Self.milk, Self.tea]))
        store.send(.open(id: 1)) { $0.detail = BookDetailState(book: Self.milk) }
        store.send(.push(id: 1)) { $0.path = [.book(BookDetailState(book: Self.milk))] }
        // One assertion on the library's book: the screens show it.
        store.send(.detail(.rename(title: "Oat milk"))) { $0.books[0].title = "Oat milk" }
        let screen = store.state.path[0]
        #expect(store.state.detail?.book.title == "Oat milk" && store.state.detail?.heading == "Reading Oat milk")
        #expect(screen == .book(BookDetailState(book: Book(id: 1, title: "Oat milk"))))
    }

    @Test func aChangeByTheParentReachesEveryScreenAndItsDerivedValues() {
        let store = TestStore(initialState: LibraryState(books: [Self.milk, Self.tea]))
        store.send(.open(id: 2)) { $0.detail = BookDetailState(book: Self.tea) }
        store.send(.rename(id: 2, title: "Green tea")) { $0.books[1].title = "Green tea" }
        #expect(store.state.detail?.book == Book(id: 2, title: "Green tea"))
        #expect(store.state.detail?.heading == "Reading Green tea")
    }

    @Test func aRemovedBookPopsItsScreenAndThoseAboveIt() {
        let store = TestStore(initialState: LibraryState(books: [Self.milk, Self.tea]))
        store.send(.push(id: 2)) { $0.path = [.book(BookDetailState(book: Self.tea))] }
        store.send(.push(id: 1)) { $0.path.push(.book(BookDetailState(book: Self.milk))) }
        store.send(.push(id: 2)) { $0.path.push(.book(BookDetailState(book: Self.tea))) }
        store.send(.remove(id: 1)) {
            $0.books = [Self.tea]
            $0.path.pop()
            $0.path.pop()
        }
        #expect(store.state.path.ids == [StackElementID(rawValue: 1)])
    }

    @Test func aStoreShowsNoStaleScreenEither() {
        let store = Store(initialState: LibraryState(books: [Self.milk]))
        store.dispatch(.open(id: 1))
        let detail = store.detail
        detail?.dispatch(.rename(title: "Oat milk"))
        #expect(store.state.books == [Book(id: 1, title: "Oat milk")])
        store.dispatch(.remove(id: 1))
        #expect(store.detail == nil && store.state.detail == nil)
    }

    @Test func aRowFollowsItsBookAndGoesWithIt() {
        let store = TestStore(
            initialState: LibraryState(
                books: [Self.milk, Self.tea],
                rows: [
                    BookRowState(id: 1, book: Self.milk), BookRowState(id: 2, book: Self.tea),
                ]))
        store.send(.rows(.element(id: 2, action: .rename(title: "Green tea")))) { $0.books[1].title = "Green tea" }
        #expect(store.state.rows[id: 2]?.book.title == "Green tea")
        store.send(.remove(id: 1)) {
            $0.books = [Book(id: 2, title: "Green tea")]
            $0.rows.remove(id: 1)
        }
        #expect(store.state.rows.ids == [2])
    }

    @Test func anAlwaysPresentChildSharesAFieldBothWays() {
        let store = TestStore(initialState: LibraryState(name: "Home"))
        #expect(store.state.header.name == "Home")
        store.send(.header(.rename(name: "Office"))) { $0.name = "Office" }
        #expect(store.state.header.name == "Office")
    }

    /// A subscription to the title of the book the top screen shows hears
    /// of a rename by the library, since the screen shares the book.
    @Test func aSubscriptionToTheTopScreensTitle() {
        let store = Store(initialState: LibraryState(books: [Self.milk, Self.tea]))
        let titles = Titles()
        let subscription = store.subscribeSynchronously(fields: [.topTitle], select: { $0.topTitle }) {
            titles.append($0)
        }
        store.dispatch(.push(id: 1))
        store.dispatch(.rename(id: 1, title: "Oat milk"))
        store.dispatch(.push(id: 2))
        store.dispatch(.rename(id: 1, title: "Milk"))  // not the top screen's book: nothing to hear
        store.dispatch(.path(.pop))
        subscription.cancel()
        #expect(titles.values == [nil, "Milk", "Oat milk", "Tea", "Milk"])
    }
    /// A diff of a stack names the screen by the id the stack made.
    @Test func aDiffNamesTheScreenByItsID() {
        let store = TestStore(initialState: LibraryState(books: [Self.milk, Self.tea]))
        store.send(.push(id: 1)) { $0.path = [.book(BookDetailState(book: Self.milk))] }
        store.send(.push(id: 2)) { $0.path.push(.book(BookDetailState(book: Self.tea))) }
        withKnownIssue {
            store.send(.path(.element(id: StackElementID(rawValue: 2), action: .book(.read)))) {
                $0.path[id: StackElementID(rawValue: 1)] = .book(BookDetailState(book: Self.milk, reads: 1))
            }
        } matching: { issue in
            let lines = message(of: issue).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.contains { $0.hasPrefix("#1:") } && lines.contains { $0.hasPrefix("#2:") }
                && lines.contains("-         reads: 0,") && lines.contains("+         reads: 1,")
        }
    }
}

/// What a subscription delivered, in order.
private final class Titles: @unchecked Sendable {
    private(set) var values: [String?] = []
    func append(_ value: String?) { values.append(value) }
}
