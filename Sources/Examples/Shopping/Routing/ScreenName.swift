/// How screens appear in the router's transcript: `product(p2)`.
extension Screen: CustomStringConvertible {
    var description: String {
        switch self {
        case .catalog: "catalog"
        case .product(let id): "product(\(id))"
        case .cart: "cart"
        case .checkout: "checkout"
        }
    }
}
