/// Draws a screen's view model as lines of text: the "view" of a terminal app.
struct ScreenRenderer: Sendable {
    func lines(for viewModel: ScreenViewModel) -> [String] {
        switch viewModel {
        case .catalog(let catalog):
            let width = catalog.rows.map(\.name.count).max() ?? 0
            let thanks =
                switch catalog.ordersPlaced {
                case 0: [String]()
                case 1: ["    Thank you for your order!"]
                default: ["    Thank you for your \(catalog.ordersPlaced) orders!"]
                }
            return [header("Catalog", catalog.badge)] + thanks
                + catalog.rows.map { "    \($0.productID)  \(padded($0.name, to: width))  \($0.price)" }
        case .product(let product):
            guard let name = product.name, let price = product.price else {
                return [
                    header("Product \(product.productID)", product.badge), "    This product is no longer available.",
                ]
            }
            return [header(name, product.badge), "    \(price) · \(product.quantityInCart) in your cart"]
        case .cart(let cart):
            guard !cart.isEmpty else { return [header("Cart", cart.badge), "    Your cart is empty."] }
            let width = cart.lines.map { "\($0.quantity) × \($0.name)".count }.max() ?? 0
            return [header("Cart", cart.badge)]
                + cart.lines.map { "    \(padded("\($0.quantity) × \($0.name)", to: width))  \($0.total)" }
                + ["    \(padded("Total", to: width))  \(cart.total)"]
        case .checkout(let cart):
            guard !cart.isEmpty else { return [header("Checkout", cart.badge), "    Nothing to pay for."] }
            let items = cart.badge.itemCount == 1 ? "1 item" : "\(cart.badge.itemCount) items"
            return [header("Checkout", cart.badge), "    \(items), total \(cart.total). Type \"order\" to pay."]
        }
    }

    private func header(_ title: String, _ badge: CartBadge) -> String {
        "  [\(title)]  \(badge)"
    }

    private func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
