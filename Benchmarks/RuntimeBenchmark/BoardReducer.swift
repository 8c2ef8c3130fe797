import StoreRuntime

extension BoardState: BoardReducer {
    mutating func rename(title: String) {
        self.title = title
    }
}

extension CellState: CellReducer {
    mutating func bump() {
        count &+= 1
    }
}

extension ShelfState: ShelfReducer {
    mutating func bump() {
        count &+= 1
    }

    mutating func remove(id: Int) {
        books.removeAll { $0.id == id }
    }
}

extension BookDetailState: BookDetailReducer {
    mutating func bump() {
        count &+= 1
    }
}
