import StoreRuntime

// Child features (issue 22), on the generated Board store: dispatch to one
// row of a list of 100 or 10,000 rows (which should not grow with the row
// count), push and pop of a stack screen, and dispatch to the top screen of
// a 20-deep stack. Each case is a store with one subscriber of the field
// the children live in, as a list or stack view would have.

/// A board of `rows` cells, ids 0..<rows.
func boardStore(rows: Int, depth: Int = 0) -> (
    store: Store<BoardState, BoardAction>, token: SubscriptionToken, delivered: Sink
) {
    var state = BoardState()
    state.cells = ChildList((0..<rows).map { CellState(id: $0) })
    for index in 0..<depth { state.path.push(.cell(CellState(id: index))) }
    let store = Store(initialState: state)
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.cells, .path], select: { $0.cells.count + $0.path.count }) {
        delivered.value = $0
    }
    return (store, token, delivered)
}

/// `count` dispatches to the middle row of a board of `rows` rows.
func dispatchToRow(rows: Int, _ count: Int) {
    let (store, token, _) = boardStore(rows: rows)
    let id = rows / 2
    for _ in 0..<count { store.dispatch(.cells(.element(id: id, action: .bump))) }
    token.cancel()
    precondition(store.state.cells[id: id]?.count == count)
}

/// `count` pushes, each followed by a pop.
func pushAndPop(_ count: Int) {
    let (store, token, _) = boardStore(rows: 0)
    for _ in 0..<count {
        store.dispatch(.path(.push(.note(CellState()))))
        store.dispatch(.path(.pop))
    }
    token.cancel()
    precondition(store.state.path.isEmpty)
}

/// `count` dispatches to the top screen of a stack `depth` deep.
func dispatchToTop(depth: Int, _ count: Int) {
    let (store, token, _) = boardStore(rows: 0, depth: depth)
    let top = store.state.path.topID!
    for _ in 0..<count { store.dispatch(.path(.element(id: top, action: .cell(.bump)))) }
    token.cancel()
    guard case .cell(let cell)? = store.state.path[id: top] else { preconditionFailure("the top screen is a cell") }
    precondition(cell.count == count)
}

/// `count` dispatches of an action that leaves the shared value alone to a
/// shelf of 1,000 books, one of them open in a sheet that shares it.
func dispatchBesideSharedValue(_ count: Int) {
    var state = ShelfState(books: (0..<1_000).map { Book(id: $0, title: "Book \($0)") })
    state.detail = BookDetailState(book: state.books[500])
    let store = Store(initialState: state)
    let delivered = Sink()
    let token = store.subscribeSynchronously(fields: [.count], select: { $0.count }) { delivered.value = $0 }
    for _ in 0..<count { store.dispatch(.bump) }
    token.cancel()
    precondition(store.state.count == count && store.state.detail != nil)
}

// MARK: Child features: `RuntimeBenchmark --children` times only these
//
// Each the fastest of `singleThreadRounds` runs of CPU time (see `Cases`).

func timeChildFeatures() {
    var cases = Cases()
    let dispatches = 200_000
    let rows100 = cases.add(operations: dispatches) { dispatchToRow(rows: 100, dispatches) }
    let rows10000 = cases.add(operations: dispatches) { dispatchToRow(rows: 10_000, dispatches) }
    let push = cases.add(operations: dispatches) { pushAndPop(dispatches) }
    let top20 = cases.add(operations: dispatches) { dispatchToTop(depth: 20, dispatches) }
    let shared = cases.add(operations: dispatches) { dispatchBesideSharedValue(dispatches) }
    let times = cases.timed()
    print(
        """
        Child features (CPU ns per operation, fastest of \(singleThreadRounds) runs; the store setup is \
        included, amortized)
        """)
    reportLine("  dispatch to one row of 100", "\(format(times[rows100])) ns")
    reportLine(
        "  dispatch to one row of 10,000", "\(format(times[rows10000])) ns",
        "\(format(times[rows10000] / times[rows100]))x the 100-row figure")
    reportLine("  push + pop of a stack screen (two dispatches)", "\(format(times[push])) ns")
    reportLine("  dispatch to the top of a 20-deep stack", "\(format(times[top20])) ns")
    reportLine("  dispatch beside a shared list of 1,000 (a sheet open)", "\(format(times[shared])) ns")
}
