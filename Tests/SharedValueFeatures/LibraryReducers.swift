import StoreRuntime

extension LibraryState: LibraryReducer {
    package mutating func open(id: Int) {
        detail = books.first { $0.id == id }.map { BookDetailState(book: $0) }
    }

    package mutating func push(id: Int) {
        if let book = books.first(where: { $0.id == id }) { path.push(.book(BookDetailState(book: book))) }
    }

    package mutating func rename(id: Int, title: String) {
        if let index = books.firstIndex(where: { $0.id == id }) { books[index].title = title }
    }

    package mutating func remove(id: Int) {
        books.removeAll { $0.id == id }
    }

    package mutating func retire(id: Int, name: String) {
        self.name = name
        remove(id: id)
    }

    package mutating func detail(output action: BookDetailAction) -> Effect<LibraryAction> {
        guard let id = detail?.book.id else { return .none }
        remove(id: id)
        return .none
    }
}

extension BookDetailState: BookDetailReducer {
    /// What the test's clock waits before a started reading counts.
    package struct ReadingID: Hashable, Sendable {}

    package mutating func rename(title: String) {
        book.title = title
    }

    package mutating func startReading() -> Effect<BookDetailAction> {
        .run(id: ReadingID()) { effect in
            try await effect.clock.sleep(for: .seconds(1))
            effect.send(.read)
        }
    }

    package mutating func read() {
        reads += 1
    }

    package mutating func delete() {}

    package static func heading(book: Book) -> String {
        "Reading \(book.title)"
    }
}

extension BookRowState: BookRowReducer {
    package mutating func rename(title: String) {
        book.title = title
    }
}

extension LibraryHeaderState: LibraryHeaderReducer {
    package mutating func rename(name: String) {
        self.name = name
    }
}

extension LibraryState {
    package static func topTitle(path: ChildStack<LibraryPath>) -> String? {
        guard case .book(let screen)? = path.last else { return nil }
        return screen.book.title
    }
}

extension ReadingRoomState: ReadingRoomReducer {
    package mutating func open(id: Int) {
        detail = shelf.books.first { $0.id == id }.map { BookDetailState(book: $0) }
    }
}

extension BookshelfState: BookshelfReducer {
    package mutating func rename(id: Int, title: String) {
        if let index = books.firstIndex(where: { $0.id == id }) { books[index].title = title }
    }

    package mutating func remove(id: Int) {
        books.removeAll { $0.id == id }
    }

    package static func titles(books: [Book]) -> String {
        books.map(\.title).joined(separator: ", ")
    }
}
