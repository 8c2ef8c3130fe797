/// Turns the store's content props into the view model of one screen.
///
/// The only place that knows how state becomes text (prices, badge), so views
/// stay dumb and the presenter is tested without any output.
struct ShoppingPresenter: Sendable {
    var prices = PriceFormatter()

    func viewModel(for screen: Screen, content: ShoppingContentProps) -> ScreenViewModel {
        let badge = CartBadge(cart: content.cart)
        switch screen {
        case .catalog:
            return .catalog(
                CatalogViewModel(
                    rows: content.products.map {
                        CatalogViewModel.Row(
                            productID: $0.id, name: $0.name, price: prices.string(cents: $0.priceCents))
                    },
                    badge: badge,
                    ordersPlaced: content.orders))
        case .product(let id):
            let product = content.products.first { $0.id == id }
            return .product(
                ProductViewModel(
                    productID: id,
                    name: product?.name,
                    price: product.map { prices.string(cents: $0.priceCents) },
                    quantityInCart: content.cart.first { $0.productID == id }?.quantity ?? 0,
                    badge: badge))
        case .cart:
            return .cart(cartSummary(content, badge: badge))
        case .checkout:
            return .checkout(cartSummary(content, badge: badge))
        }
    }

    private func cartSummary(_ content: ShoppingContentProps, badge: CartBadge) -> CartViewModel {
        var totalCents = 0
        let lines = content.cart.compactMap { line -> CartViewModel.Line? in
            guard let product = content.products.first(where: { $0.id == line.productID }) else { return nil }
            let cents = product.priceCents * line.quantity
            totalCents += cents
            return CartViewModel.Line(name: product.name, quantity: line.quantity, total: prices.string(cents: cents))
        }
        return CartViewModel(lines: lines, total: prices.string(cents: totalCents), badge: badge)
    }
}
