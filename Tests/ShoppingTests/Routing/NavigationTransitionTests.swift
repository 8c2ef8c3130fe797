import Testing

@testable import Shopping

@Suite struct NavigationTransitionTests {
    @Test func theFirstStackIsShown() {
        #expect(NavigationTransition(from: [], to: [.catalog]) == .show(.catalog))
    }

    @Test func oneMoreScreenOnTopIsAPush() {
        #expect(NavigationTransition(from: [.catalog], to: [.catalog, .cart]) == .push(.cart))
    }

    @Test func removingScreensFromTheTopIsAPopToTheNewTop() {
        #expect(NavigationTransition(from: [.catalog, .cart, .checkout], to: [.catalog]) == .pop(to: .catalog))
        #expect(NavigationTransition(from: [.catalog, .cart], to: [.catalog]) == .pop(to: .catalog))
    }

    @Test func anyOtherChangeReplacesTheShownScreen() {
        #expect(NavigationTransition(from: [.catalog, .cart], to: [.catalog, .checkout]) == .replace(with: .checkout))
        #expect(NavigationTransition(from: [.catalog], to: [.catalog, .cart, .checkout]) == .replace(with: .checkout))
    }

    @Test func noChangeOrAnEmptyStackIsNoTransition() {
        #expect(NavigationTransition(from: [.catalog], to: [.catalog]) == nil)
        #expect(NavigationTransition(from: [.catalog], to: []) == nil)
    }

    @Test func transitionsReadAsTheRouterLogsThem() {
        #expect(NavigationTransition.push(.product(id: "p2")).description == "push product(p2)")
        #expect(NavigationTransition.pop(to: .catalog).description == "back to catalog")
        #expect(NavigationTransition.show(.cart).description == "show cart")
        #expect(NavigationTransition.replace(with: .checkout).description == "replace with checkout")
    }
}
