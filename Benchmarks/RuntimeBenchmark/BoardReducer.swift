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
