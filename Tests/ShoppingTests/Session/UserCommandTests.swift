import Testing

@testable import Shopping

@Suite struct UserCommandTests {
    @Test(arguments: [
        ("open p2", ShoppingAction.push(screen: .product(id: "p2"))),
        ("add p1", .addToCart(productID: "p1")),
        ("  remove   p3 ", .removeFromCart(productID: "p3")),
        ("cart", .push(screen: .cart)),
        ("checkout", .push(screen: .checkout)),
        ("order", .placeOrder),
        ("back", .pop),
        ("home", .popToRoot),
    ])
    func eachCommandStandsForItsAction(line: String, action: ShoppingAction) throws {
        #expect(try UserCommand(parsing: line).action == action)
    }

    @Test func badLinesSayWhatToTypeInstead() {
        #expect(throws: UserCommandError.unknown(verb: "buy")) { try UserCommand(parsing: "buy p1") }
        #expect(throws: UserCommandError.needsProductID(verb: "add")) { try UserCommand(parsing: "add") }
        #expect(throws: UserCommandError.unexpectedArguments(verb: "back")) { try UserCommand(parsing: "back now") }
        #expect(throws: UserCommandError.empty) { try UserCommand(parsing: "   ") }
        #expect(
            UserCommandError.unknown(verb: "buy").description
                == "unknown command 'buy'; commands: open ID, add ID, remove ID, cart, checkout, order, back, home")
        #expect(UserCommandError.needsProductID(verb: "add").description == "'add' needs one product id, e.g. 'add p1'")
    }
}
