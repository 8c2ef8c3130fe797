/// The session `swift run Shopping` plays: browse, fill the cart, change
/// one's mind, check out. Each line is a `UserCommand`.
enum DemoScript {
    static let lines = [
        "open p2",
        "add p2",
        "add p2",
        "back",
        "open p1",
        "add p1",
        "cart",
        "remove p2",
        "checkout",
        "order",
    ]
}
