import StoreRuntime

/// A hand-written state with one derived value, shaped like a generated one:
/// `total` (index 2) is computed from `prices` (index 0) and recomputed only
/// when they changed; `note` (index 1) is read by nothing. It counts its
/// recomputations (outside equality, which compares fields).
struct BasketState: DerivedState, ReducibleState {
    enum Action: Sendable {
        case add(price: Int)
        case annotate(String)
        case reprice(Int)
    }

    var prices: [Int] = []
    var note = ""
    private(set) var total = 0
    private(set) var recomputations = 0

    init(prices: [Int] = []) {
        self.prices = prices
        updateDerivedValues(changed: .all)
        recomputations = 0
    }

    mutating func reduce(_ action: Action) {
        switch action {
        case .add(let price): prices.append(price)
        case .annotate(let text): note = text
        case .reprice(let price): prices = prices.map { _ in price }
        }
    }

    static func == (lhs: BasketState, rhs: BasketState) -> Bool {
        changedFields(from: lhs, to: rhs).isEmpty
    }

    static func changedFields(from old: BasketState, to new: BasketState) -> FieldSet {
        var changed = FieldSet()
        if old.prices != new.prices { changed.insert(0) }
        if old.note != new.note { changed.insert(1) }
        return changed
    }

    @discardableResult
    mutating func updateDerivedValues(changed: FieldSet) -> FieldSet {
        guard changed.contains(0) else { return [] }
        recomputations += 1
        let value = prices.reduce(0, +)
        guard value != total else { return [] }
        total = value
        return [2]
    }
}
