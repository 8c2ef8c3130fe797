import Testing

@testable import Shopping

@Suite struct ScreenRendererTests {
    let renderer = ScreenRenderer()
    let presenter = ShoppingPresenter()
    let content = ShoppingContentProps(
        products: Fixtures.products, cart: [CartLine(productID: "t", quantity: 2)], orders: 0)

    @Test func catalogAlignsPricesAfterTheLongestName() {
        let products = [
            Product(id: "a", name: "A long name", priceCents: 100), Product(id: "b", name: "Short", priceCents: 2_000),
        ]
        let viewModel = presenter.viewModel(
            for: .catalog, content: ShoppingContentProps(products: products, cart: [], orders: 0))
        #expect(
            renderer.lines(for: viewModel) == [
                "  [Catalog]  Cart (0)",
                "    a  A long name  $1.00",
                "    b  Short        $20.00",
            ])
    }

    @Test func catalogThanksTheCustomerOnceTheyHaveOrdered() {
        let once = presenter.viewModel(
            for: .catalog, content: ShoppingContentProps(products: [Fixtures.tea], cart: [], orders: 1))
        #expect(
            renderer.lines(for: once) == [
                "  [Catalog]  Cart (0)", "    Thank you for your order!", "    t  Tea  $2.50",
            ])
        let thrice = presenter.viewModel(
            for: .catalog, content: ShoppingContentProps(products: [Fixtures.tea], cart: [], orders: 3))
        #expect(renderer.lines(for: thrice)[1] == "    Thank you for your 3 orders!")
    }

    @Test func cartListsLinesAndTotal() {
        #expect(
            renderer.lines(for: presenter.viewModel(for: .cart, content: content)) == [
                "  [Cart]  Cart (2)",
                "    2 × Tea  $5.00",
                "    Total    $5.00",
            ])
    }

    @Test func emptyCartAndCheckoutSaySo() {
        let empty = ShoppingContentProps(products: Fixtures.products, cart: [], orders: 0)
        #expect(
            renderer.lines(for: presenter.viewModel(for: .cart, content: empty)) == [
                "  [Cart]  Cart (0)", "    Your cart is empty.",
            ])
        #expect(
            renderer.lines(for: presenter.viewModel(for: .checkout, content: empty)) == [
                "  [Checkout]  Cart (0)", "    Nothing to pay for.",
            ])
    }

    @Test func checkoutSaysHowManyItemsAndTheTotal() {
        #expect(
            renderer.lines(for: presenter.viewModel(for: .checkout, content: content)) == [
                "  [Checkout]  Cart (2)", "    2 items, total $5.00. Type \"order\" to pay.",
            ])
    }

    @Test func productScreens() {
        #expect(
            renderer.lines(for: presenter.viewModel(for: .product(id: "t"), content: content)) == [
                "  [Tea]  Cart (2)", "    $2.50 · 2 in your cart",
            ])
        #expect(
            renderer.lines(for: presenter.viewModel(for: .product(id: "x"), content: content)) == [
                "  [Product x]  Cart (2)", "    This product is no longer available.",
            ])
    }
}
