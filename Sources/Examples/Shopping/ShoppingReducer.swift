// The reducers of the Shopping store, scaffolded by `storegen stubs` and then
// filled in. Navigation is state like any other: screens are pushed and
// popped by actions, and placing an order also returns to the catalogue.

import StoreRuntime

extension ShoppingState: ShoppingReducer {
    mutating func catalogLoaded(products: [Product]) {
        self.products = products
        // A product the shop no longer sells cannot stay in the cart.
        let known = Set(products.map(\.id))
        cart.removeAll { !known.contains($0.productID) }
    }

    mutating func addToCart(productID: String) {
        guard products.contains(where: { $0.id == productID }) else { return }
        if let index = cart.firstIndex(where: { $0.productID == productID }) {
            cart[index].quantity += 1
        } else {
            cart.append(CartLine(productID: productID, quantity: 1))
        }
    }

    mutating func removeFromCart(productID: String) {
        guard let index = cart.firstIndex(where: { $0.productID == productID }) else { return }
        cart[index].quantity -= 1
        if cart[index].quantity <= 0 { cart.remove(at: index) }
    }

    mutating func placeOrder() {
        guard !cart.isEmpty else { return }
        cart = []
        orders += 1
        popToRoot()
    }

    mutating func push(screen: Screen) {
        // A double tap must not stack the same screen twice.
        guard navigation.last != screen else { return }
        navigation.append(screen)
    }

    mutating func pop() {
        // The root screen stays: there is nothing to go back to.
        guard navigation.count > 1 else { return }
        navigation.removeLast()
    }

    mutating func popToRoot() {
        navigation = [navigation.first ?? .catalog]
    }
}
