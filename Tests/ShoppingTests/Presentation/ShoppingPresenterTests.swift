import Testing

@testable import Shopping

@Suite struct ShoppingPresenterTests {
    let presenter = ShoppingPresenter()
    let content = ShoppingContentProps(
        products: Fixtures.products,
        cart: [CartLine(productID: "t", quantity: 3), CartLine(productID: "m", quantity: 1)],
        orders: 2)

    @Test func catalogListsEveryProductWithItsPriceAndTheBadgeCountsItems() {
        #expect(
            presenter.viewModel(for: .catalog, content: content)
                == .catalog(
                    CatalogViewModel(
                        rows: [
                            .init(productID: "m", name: "Mug", price: "$10.00"),
                            .init(productID: "t", name: "Tea", price: "$2.50"),
                        ],
                        badge: CartBadge(cart: content.cart),
                        ordersPlaced: 2)))
        #expect(CartBadge(cart: content.cart).itemCount == 4)
        #expect(CartBadge(cart: content.cart).description == "Cart (4)")
    }

    @Test func productShowsItsPriceAndHowManyAreInTheCart() {
        #expect(
            presenter.viewModel(for: .product(id: "t"), content: content)
                == .product(
                    ProductViewModel(
                        productID: "t", name: "Tea", price: "$2.50", quantityInCart: 3,
                        badge: CartBadge(cart: content.cart))))
    }

    @Test func aProductNoLongerInTheCatalogueHasNoNameOrPrice() {
        #expect(
            presenter.viewModel(for: .product(id: "gone"), content: content)
                == .product(
                    ProductViewModel(
                        productID: "gone", name: nil, price: nil, quantityInCart: 0,
                        badge: CartBadge(cart: content.cart))))
    }

    @Test func cartAndCheckoutTotalEachLineAndTheWholeCart() {
        let summary = CartViewModel(
            lines: [.init(name: "Tea", quantity: 3, total: "$7.50"), .init(name: "Mug", quantity: 1, total: "$10.00")],
            total: "$17.50", badge: CartBadge(cart: content.cart))
        #expect(presenter.viewModel(for: .cart, content: content) == .cart(summary))
        #expect(presenter.viewModel(for: .checkout, content: content) == .checkout(summary))
    }

    @Test func anEmptyCartTotalsZero() {
        let empty = ShoppingContentProps(products: Fixtures.products, cart: [], orders: 0)
        #expect(
            presenter.viewModel(for: .cart, content: empty)
                == .cart(
                    CartViewModel(
                        lines: [], total: "$0.00", badge: CartBadge(cart: []))))
    }
}
