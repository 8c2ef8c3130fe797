/// The count on the cart button: how many items, not how many lines.
struct CartBadge: Equatable, Sendable, CustomStringConvertible {
    let itemCount: Int

    init(cart: [CartLine]) {
        itemCount = cart.reduce(0) { $0 + $1.quantity }
    }

    var description: String { "Cart (\(itemCount))" }
}
