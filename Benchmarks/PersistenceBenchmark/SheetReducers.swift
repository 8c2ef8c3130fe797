import StoreRuntime

extension SheetState: SheetReducer {
    mutating func rename(title: String) {
        self.title = title
    }

    /// `count` rows of four fields.
    static func filled(rows count: Int) -> SheetState {
        SheetState(
            rows: ChildList(
                (0..<count).map {
                    SheetRowState(id: $0, title: "row \($0) of the benchmark", minutes: $0 % 480, done: $0 % 3 == 0)
                }))
    }
}

extension SheetRowState: SheetRowReducer {
    mutating func rename(title: String) {
        self.title = title
    }
}
