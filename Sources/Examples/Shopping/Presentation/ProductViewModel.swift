/// What a product's screen shows; `nil` fields when the product is not in the
/// catalogue (a stale link), so the screen can say so instead of crashing.
struct ProductViewModel: Equatable, Sendable {
    let productID: String
    let name: String?
    let price: String?
    let quantityInCart: Int
    let badge: CartBadge
}
