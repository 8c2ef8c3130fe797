/// One line a shopper types, e.g. `open p2` or `back`, and the action it stands for.
enum UserCommand: Equatable, Sendable {
    case open(productID: String)
    case add(productID: String)
    case remove(productID: String)
    case cart
    case checkout
    case order
    case back
    case home

    static let usage = "commands: open ID, add ID, remove ID, cart, checkout, order, back, home"

    init(parsing line: String) throws(UserCommandError) {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first else { throw .empty }
        let arguments = Array(words.dropFirst())
        func noArguments(_ command: UserCommand) throws(UserCommandError) -> UserCommand {
            guard arguments.isEmpty else { throw .unexpectedArguments(verb: verb) }
            return command
        }
        func productID() throws(UserCommandError) -> String {
            guard arguments.count == 1 else { throw .needsProductID(verb: verb) }
            return arguments[0]
        }
        switch verb {
        case "open": self = .open(productID: try productID())
        case "add": self = .add(productID: try productID())
        case "remove": self = .remove(productID: try productID())
        case "cart": self = try noArguments(.cart)
        case "checkout": self = try noArguments(.checkout)
        case "order": self = try noArguments(.order)
        case "back": self = try noArguments(.back)
        case "home": self = try noArguments(.home)
        default: throw .unknown(verb: verb)
        }
    }

    var action: ShoppingAction {
        switch self {
        case .open(let id): .push(screen: .product(id: id))
        case .add(let id): .addToCart(productID: id)
        case .remove(let id): .removeFromCart(productID: id)
        case .cart: .push(screen: .cart)
        case .checkout: .push(screen: .checkout)
        case .order: .placeOrder
        case .back: .pop
        case .home: .popToRoot
        }
    }
}

/// A line that is not a command, said in one sentence with what to type instead.
enum UserCommandError: Error, Equatable, CustomStringConvertible {
    case empty
    case unknown(verb: String)
    case needsProductID(verb: String)
    case unexpectedArguments(verb: String)

    var description: String {
        switch self {
        case .empty: "empty command; \(UserCommand.usage)"
        case .unknown(let verb): "unknown command '\(verb)'; \(UserCommand.usage)"
        case .needsProductID(let verb): "'\(verb)' needs one product id, e.g. '\(verb) p1'"
        case .unexpectedArguments(let verb): "'\(verb)' takes no arguments"
        }
    }
}
