/// What the catalogue screen shows.
struct CatalogViewModel: Equatable, Sendable {
    struct Row: Equatable, Sendable {
        let productID: String
        let name: String
        let price: String
    }

    let rows: [Row]
    let badge: CartBadge
    /// Thanks the customer once they have ordered; 0 shows nothing.
    let ordersPlaced: Int
}
