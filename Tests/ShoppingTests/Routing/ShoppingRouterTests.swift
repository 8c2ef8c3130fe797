import ExampleSupport
import StoreRuntime
import Testing

@testable import Shopping

/// The router follows the navigation slice of the state: every change of the
/// stack, whoever made it, shows the new top screen; other changes do not
/// move it. Dispatching on the main actor delivers synchronously, so each
/// expectation sees the router's reaction to the action just sent.
@MainActor
@Suite struct ShoppingRouterTests {
    let console = RecordingConsole()
    let store = ShoppingStore(initialState: ShoppingState(products: Fixtures.products))

    @Test func showsTheTopScreenAtStart() {
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        #expect(router.shown?.screen == .catalog)
        #expect(
            console.lines == [
                "[router] show catalog",
                "  [Catalog]  Cart (0)",
                "    m  Mug  $10.00",
                "    t  Tea  $2.50",
            ])
    }

    @Test func pushAndPopShowTheNewTopScreen() {
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        console.clear()
        store.dispatch(.push(screen: .product(id: "t")))
        #expect(router.shown?.screen == .product(id: "t"))
        #expect(console.lines == ["[router] push product(t)", "  [Tea]  Cart (0)", "    $2.50 · 0 in your cart"])
        console.clear()
        store.dispatch(.pop)
        #expect(router.shown?.screen == .catalog)
        #expect(console.lines.first == "[router] back to catalog")
    }

    @Test func aNavigationChangeMadeByAnotherActionIsFollowedToo() {
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        store.dispatch(.addToCart(productID: "m"))
        store.dispatch(.push(screen: .cart))
        store.dispatch(.push(screen: .checkout))
        console.clear()
        store.dispatch(.placeOrder)
        #expect(router.shown?.screen == .catalog)
        #expect(console.lines.contains("[router] back to catalog"))
        #expect(
            console.lines.suffix(4) == [
                "  [Catalog]  Cart (0)", "    Thank you for your order!", "    m  Mug  $10.00", "    t  Tea  $2.50",
            ])
    }

    @Test func theShownScreenRedrawsWhenItsContentChangesWithoutMoving() {
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        store.dispatch(.push(screen: .product(id: "m")))
        console.clear()
        store.dispatch(.addToCart(productID: "m"))
        #expect(console.lines == ["  [Mug]  Cart (1)", "    $10.00 · 1 in your cart"])
    }

    @Test func aChangeTheShownScreenDoesNotDisplayDrawsNothing() {
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        store.dispatch(.addToCart(productID: "t"))
        store.dispatch(.push(screen: .product(id: "m")))
        console.clear()
        // The catalogue gains a product: the mug's screen looks the same.
        store.dispatch(.catalogLoaded(products: Fixtures.products + [Product(id: "n", name: "New", priceCents: 1)]))
        #expect(console.lines.isEmpty)
    }

    @Test func aStoppedRouterShowsNothingMore() {
        let router = ShoppingRouter(store: store, console: console)
        router.start()
        router.stop()
        console.clear()
        store.dispatch(.push(screen: .cart))
        store.dispatch(.addToCart(productID: "m"))
        #expect(router.shown == nil)
        #expect(console.lines.isEmpty)
    }
}
