import StoreTesting
import Testing

@testable import Shopping

/// Every action of Shopping.store.yaml, through the same reducer the app runs.
@Suite struct ShoppingReducerTests {
    @Test func catalogLoadedReplacesProductsAndDropsCartLinesOfProductsNoLongerSold() {
        let store = TestStore(
            initialState: ShoppingState(
                products: Fixtures.products,
                cart: [CartLine(productID: "m", quantity: 1), CartLine(productID: "t", quantity: 2)]))
        store.send(.catalogLoaded(products: [Fixtures.tea])) {
            $0.products = [Fixtures.tea]
            $0.cart = [CartLine(productID: "t", quantity: 2)]
        }
    }

    @Test func addToCartAddsALineThenCountsUp() {
        let store = TestStore(initialState: ShoppingState(products: Fixtures.products))
        store.send(.addToCart(productID: "t")) { $0.cart = [CartLine(productID: "t", quantity: 1)] }
        store.send(.addToCart(productID: "m")) { $0.cart.append(CartLine(productID: "m", quantity: 1)) }
        store.send(.addToCart(productID: "t")) { $0.cart[0].quantity = 2 }
    }

    @Test func addToCartIgnoresAProductNotInTheCatalogue() {
        let store = TestStore(initialState: ShoppingState(products: Fixtures.products))
        store.send(.addToCart(productID: "nope"))
    }

    @Test func removeFromCartCountsDownAndRemovesTheLineAtZero() {
        let store = TestStore(
            initialState: ShoppingState(
                products: Fixtures.products,
                cart: [CartLine(productID: "m", quantity: 2), CartLine(productID: "t", quantity: 1)]))
        store.send(.removeFromCart(productID: "m")) { $0.cart[0].quantity = 1 }
        store.send(.removeFromCart(productID: "m")) { $0.cart = [CartLine(productID: "t", quantity: 1)] }
        store.send(.removeFromCart(productID: "m"))
    }

    @Test func placeOrderEmptiesTheCartCountsTheOrderAndReturnsToTheCatalogue() {
        let store = TestStore(
            initialState: ShoppingState(
                products: Fixtures.products, cart: [CartLine(productID: "m", quantity: 1)],
                navigation: [.catalog, .cart, .checkout]))
        store.send(.placeOrder) {
            $0.cart = []
            $0.orders = 1
            $0.navigation = [.catalog]
        }
    }

    @Test func placeOrderWithAnEmptyCartChangesNothing() {
        let store = TestStore(
            initialState: ShoppingState(products: Fixtures.products, navigation: [.catalog, .checkout]))
        store.send(.placeOrder)
    }

    @Test func pushStacksAScreenButNotTheSameOneTwice() {
        let store = TestStore(initialState: ShoppingState())
        store.send(.push(screen: .product(id: "m"))) { $0.navigation = [.catalog, .product(id: "m")] }
        store.send(.push(screen: .product(id: "m")))
        store.send(.push(screen: .cart)) { $0.navigation.append(.cart) }
    }

    @Test func popRemovesTheTopScreenButKeepsTheRoot() {
        let store = TestStore(initialState: ShoppingState(navigation: [.catalog, .cart]))
        store.send(.pop) { $0.navigation = [.catalog] }
        store.send(.pop)
    }

    @Test func popToRootKeepsOnlyTheFirstScreen() {
        let store = TestStore(initialState: ShoppingState(navigation: [.catalog, .product(id: "t"), .cart, .checkout]))
        store.send(.popToRoot) { $0.navigation = [.catalog] }
    }

    @Test func theInitialStateShowsTheCatalogueWithAnEmptyCart() {
        #expect(ShoppingState() == ShoppingState(products: [], cart: [], navigation: [.catalog], orders: 0))
    }
}
