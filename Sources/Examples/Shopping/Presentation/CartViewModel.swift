/// What the cart screen shows; the checkout screen shows the same summary.
struct CartViewModel: Equatable, Sendable {
    struct Line: Equatable, Sendable {
        let name: String
        let quantity: Int
        let total: String
    }

    let lines: [Line]
    let total: String
    let badge: CartBadge

    var isEmpty: Bool { lines.isEmpty }
}
