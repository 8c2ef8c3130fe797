/// The products the demo shop "downloads" at launch; a real app would fetch
/// them and dispatch the same `catalogLoaded` action.
enum SampleCatalog {
    static let products: [Product] = [
        Product(id: "p1", name: "Espresso beans 250 g", priceCents: 850),
        Product(id: "p2", name: "Hand grinder", priceCents: 4_999),
        Product(id: "p3", name: "Milk jug", priceCents: 1_250),
    ]
}
