@testable import Shopping

/// A catalogue with round prices, so expected totals are easy to check by eye.
enum Fixtures {
    static let mug = Product(id: "m", name: "Mug", priceCents: 1_000)
    static let tea = Product(id: "t", name: "Tea", priceCents: 250)
    static let products = [mug, tea]
}
